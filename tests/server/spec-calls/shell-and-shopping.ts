// Spec 1 §7 (shell and shopping), row by row. The three card rows go to the payments service, a separate host
// (tests/gateway/gateway-cards.test.ts). `{product}_id` in the password row is the account's `nexo_id`.
import { DEMO_PASSWORD } from '../../../server/demo/seed';
import { DEMO } from '../helpers';
import { idWhere, pdfFile, pngBase64, type SpecCall } from './spec-call';

const SHOP = 1;
const CENTRO = 1;

export const SHELL_AND_SHOPPING_CALLS: SpecCall[] = [
  {
    spec: 'POST users/{provider}/login | body email, password; answer as in section 3 Authorization',
    as: 'anonymous',
    method: 'POST',
    path: 'users/shopping/login',
    json: { email: DEMO.shop.login, password: DEMO_PASSWORD },
    // §3 Authorization: token, {product}_id, token_notifications, then user_type ... type.
    reads: ['token', 'nexo_id', 'token_notifications', 'user_type', 'user_id', 'token_type', 'access_token', 'permissions', 'uid_firebase', 'token_firebase', 'reset', 'default_select', 'type'],
  },
  {
    spec: 'GET users/{provider}/{userId} | profile read: username, email, last_name, first_name, url_logo.original, phone, type, role',
    as: 'shop',
    method: 'GET',
    path: `users/shopping/${DEMO.shop.id}`,
    reads: ['data.username', 'data.email', 'data.last_name', 'data.first_name', 'data.url_logo.original', 'data.phone', 'data.type', 'data.role'],
  },
  {
    spec: 'POST users/password/update/{product_id} | body password, passwordnew, _method=put',
    as: 'manager',
    method: 'POST',
    path: `users/password/update/${DEMO.manager.id}`,
    json: { password: DEMO_PASSWORD, passwordnew: 'otra-clave-9', _method: 'put' },
  },
  {
    spec: 'GET shops/{shop}/core-info | core info fields plus taxpayer and bank fields',
    as: 'shop',
    method: 'GET',
    path: `shops/${SHOP}/core-info`,
    reads: ['data.id', 'data.name', 'data.address', 'data.country_code', 'data.phone', 'data.email', 'data.more_than_one', 'data.notUnder', 'data.taxpayer', 'data.rfc', 'data.interbank_key', 'data.account_number', 'data.bank_id', 'data.name_receiver', 'data.identifying_text'],
  },
  {
    spec: 'GET shops/{shop}/branch/{branch}/core-info | core info fields plus taxpayer and bank fields',
    as: 'shop',
    method: 'GET',
    path: `shops/${SHOP}/branch/${CENTRO}/core-info`,
    reads: ['data.id', 'data.branch_id', 'data.taxpayer', 'data.rfc', 'data.interbank_key', 'data.account_number', 'data.bank_id'],
  },
  {
    spec: 'POST shops/{shop}/core-info | multipart: _method=PUT, id, name, address, country_code, phone, email, more_than_one, notUnder (JSON text), logo (base64)',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/core-info`,
    form: async () => ({
      fields: { _method: 'PUT', id: SHOP, name: 'Tienda Centro', address: 'Av. Juárez 100, Centro', country_code: '52', phone: '8112345678', email: 'hola@tienda.demo', more_than_one: 'true', notUnder: '[]', logo: await pngBase64() },
    }),
  },
  {
    spec: 'POST shops/{shop}/core-info/taxpayer | multipart: id, branch_id, taxpayer, rfc, doc_taxpayer, doc_proof_address',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/core-info/taxpayer`,
    form: { fields: { id: SHOP, branch_id: '', taxpayer: 'Tienda Centro SA de CV', rfc: 'TCE010101AB1' }, files: [pdfFile('doc_taxpayer', 'Constancia'), pdfFile('doc_proof_address', 'Comprobante')] },
  },
  {
    spec: 'POST shops/{shop}/branch/{branch}/core-info/taxpayer | multipart: id, branch_id, taxpayer, rfc, doc_taxpayer, doc_proof_address',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/branch/${CENTRO}/core-info/taxpayer`,
    form: { fields: { id: SHOP, branch_id: CENTRO, taxpayer: 'Sucursal Centro SA de CV', rfc: 'SCE010101AB1' }, files: [pdfFile('doc_taxpayer', 'Constancia'), pdfFile('doc_proof_address', 'Comprobante')] },
  },
  {
    spec: 'GET shops/{shop}/core-info/banks | data list of banks',
    as: 'shop',
    method: 'GET',
    path: `shops/${SHOP}/core-info/banks`,
    reads: ['data.0.id', 'data.0.bank'],
  },
  {
    spec: 'POST shops/{shop}/core-info/accounts | id, branch_id, interbank_key, account_number, bank_id, name_receiver, identifying_text',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/core-info/accounts`,
    json: { id: SHOP, branch_id: null, interbank_key: '002010077777777771', account_number: '0777777777', bank_id: 1, name_receiver: 'Tienda Centro', identifying_text: 'Ventas' },
  },
  {
    spec: 'POST shops/{shop}/branch/{branch}/core-info/accounts | id, branch_id, interbank_key, account_number, bank_id, name_receiver, identifying_text',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/branch/${CENTRO}/core-info/accounts`,
    json: { id: SHOP, branch_id: CENTRO, interbank_key: '002010077777777771', account_number: '0777777777', bank_id: 1, name_receiver: 'Sucursal Centro', identifying_text: 'Ventas' },
  },
  { spec: 'GET shops/{shop}/cards | data list of cards', as: 'shop', method: 'GET', path: `shops/${SHOP}/cards`, reads: ['data'] },
  { spec: 'GET shops/{shop}/branch/{branch}/cards | data list of cards', as: 'shop', method: 'GET', path: `shops/${SHOP}/branch/${CENTRO}/cards`, reads: ['data'] },
  {
    spec: 'POST users/salesman/branch/{branch}/login | body token (go online)',
    as: 'salesman',
    method: 'POST',
    path: `users/salesman/branch/${CENTRO}/login`,
    json: (c) => ({ token: c.notificationsToken }),
  },
  { spec: 'POST users/salesman/branch/{branch}/logout | go offline', as: 'salesman', method: 'POST', path: `users/salesman/branch/${CENTRO}/logout` },
  { spec: 'GET roles/list/{type} | data list of roles', as: 'shop', method: 'GET', path: 'roles/list/shopping', reads: ['data.0.id', 'data.0.name'] },
  {
    spec: 'POST shops/{shop}/users/register | first_name, last_name, email, username, phone, type, role_id, branchs, status',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/users/register`,
    json: { first_name: 'Gabriela', last_name: 'Montes', email: 'gabriela.montes@example.mx', username: 'gmontes', phone: '8112345678', type: 'shopping', role_id: 3, branchs: [CENTRO], status: 1 },
  },
  {
    spec: 'POST shops/{shop}/branch/{branch}/salesman/register | first_name, last_name, username, password, type, role_id, status',
    as: 'shop',
    method: 'POST',
    path: `shops/${SHOP}/branch/${CENTRO}/salesman/register`,
    json: { first_name: 'Tomás', last_name: 'Villarreal', username: 'vendedor_spec', password: 'secreto1', type: 'salesman', role_id: 5, status: 1 },
    after: async (res, c) => {
      c.made.salesman = res.json().data.id;
      const users = await c.server.app.inject({ method: 'GET', url: `/api/shops/${SHOP}/users`, headers: { authorization: `Bearer ${c.tokens.shop}` } });
      c.made.manager = idWhere(users.json().data, 'email', 'gabriela.montes@example.mx');
    },
  },
  {
    spec: 'POST shops/{shop}/users/{id} with _method=put | first_name, last_name, email, phone, type, role_id, branchs, status',
    as: 'shop',
    method: 'POST',
    path: (c) => `shops/${SHOP}/users/${c.made.manager}`,
    json: { _method: 'put', first_name: 'Gabriela', last_name: 'Montes Ríos', email: 'gabriela.montes@example.mx', phone: '8112345679', type: 'shopping', role_id: 3, branchs: [CENTRO], status: 1 },
  },
  {
    spec: 'POST shops/{shop}/branch/{branch}/salesman/{id} with _method=put | first_name, last_name, username, type, branchs, role_id, status',
    as: 'shop',
    method: 'POST',
    path: (c) => `shops/${SHOP}/branch/${CENTRO}/salesman/${c.made.salesman}`,
    json: { _method: 'put', first_name: 'Tomás', last_name: 'Villarreal Garza', username: 'vendedor_spec', type: 'salesman', branchs: [CENTRO], role_id: 5, status: 1 },
  },
  { spec: 'GET users/logout | bearer auth only', as: 'shop', method: 'GET', path: 'users/logout' },
];
