// Spec 3 §7 (parking back office), row by row: pensions, transactions and session; operators and chat; news;
// parking lots and fiscal data.
import { DEMO_PASSWORD } from '../../../server/demo/seed';
import { DEMO } from '../helpers';
import { idWhere, pdfFile, pictureFile, type SpecCall } from './spec-call';

const LOT = 1;
const DAY_QUERY = 'in_date=2026-01-01&out_date=2026-12-31&search=&gate_in=all';
const LOT_FORM = {
  name: 'Estacionamiento Spec',
  plaza_id: 1,
  address: 'Av. Juárez 200, Monterrey',
  number: '8112345678',
  country_code: '52',
  phone_public: true,
  location: '25.6816,-100.2945',
  schedules: [{ 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false, start: '09:00:00', end: '21:00:00' }],
  prefix: 'SPEC',
  optCovid: false,
};
const news = (name: string) => ({ name, description: 'Descuento de fin de semana para pensionados', start_date: '2026-12-01', end_date: '2026-12-31', show_end_date: 'true' });

export const PARKING_BACK_OFFICE_CALLS: SpecCall[] = [
  { spec: 'GET parkings/{parkingId}/pensions | answer: data.data, a list of pensions', as: 'parking', method: 'GET', path: `parkings/${LOT}/pensions`, reads: ['data.data.0.id'] },
  {
    spec: 'POST parkings/{parkingId}/pensions | body: pension (first_name, lastname, email, role, cars[] with model, brand, color, plate)',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/pensions`,
    json: { first_name: 'marta', lastname: 'salinas', email: 'marta.spec@example.mx', role: 'gerente de ventas', cars: [{ model: 'mazda 3', brand: 'Mazda', color: 'red', plate: 'SPC0002' }] },
    after: async (_res, c) => {
      const pensions = await c.server.app.inject({ method: 'GET', url: `/api/parkings/${LOT}/pensions`, headers: { authorization: `Bearer ${c.tokens.parking}` } });
      c.made.pension = idWhere(pensions.json().data.data, 'email', 'marta.spec@example.mx');
    },
  },
  {
    spec: 'DELETE parkings/{parkingId}/pensions/{id} | success when data.success is true',
    as: 'parking',
    method: 'DELETE',
    path: (c) => `parkings/${LOT}/pensions/${c.made.pension}`,
    reads: ['data.success'],
  },
  {
    spec: 'GET parkings/{parkingId}/transactions | query in_date, out_date (yyyy-MM-dd), search, gate_in. Answer: data.data, data.total, data.gates',
    as: 'parking',
    method: 'GET',
    path: `parkings/${LOT}/transactions?${DAY_QUERY}`,
    reads: ['data.data', 'data.total', 'data.gates'],
  },
  { spec: 'GET parkings/{parkingId}/transactions/pensions | initial load for entrances; same answer shape', as: 'parking', method: 'GET', path: `parkings/${LOT}/transactions/pensions`, reads: ['data.data', 'data.total', 'data.gates'] },
  {
    spec: 'GET parkings/{parkingId}/transactions/download | same query; binary file saved as report.xlsx',
    as: 'parking',
    method: 'GET',
    path: `parkings/${LOT}/transactions/download?${DAY_QUERY}`,
    after: (res) => {
      if (res.rawPayload.subarray(0, 2).toString() !== 'PK') throw new Error(`not a workbook: ${res.headers['content-type']}`);
    },
  },
  {
    spec: 'POST users/{provider}/login | body email, password. Answer: user_type, user_id, token_type, access_token, permissions, uid_firebase, token_firebase, reset, default_select, type',
    as: 'anonymous',
    method: 'POST',
    path: 'users/parking/login',
    json: { email: DEMO.parking.login, password: DEMO_PASSWORD },
    reads: ['user_type', 'user_id', 'token_type', 'access_token', 'permissions', 'uid_firebase', 'token_firebase', 'reset', 'default_select', 'type'],
  },
  {
    spec: 'GET users/{provider}/{userId} | profile: data.username, email, last_name, first_name, url_logo.original, phone, type, role',
    as: 'parking',
    method: 'GET',
    path: `users/parking/${DEMO.parking.id}`,
    reads: ['data.username', 'data.email', 'data.last_name', 'data.first_name', 'data.url_logo.original', 'data.phone', 'data.type', 'data.role'],
  },
  { spec: 'GET parkings/{parkingId}/access: data list of access {id, name, map, gates[{name}]}', as: 'parking', method: 'GET', path: `parkings/${LOT}/access`, reads: ['data.0.id', 'data.0.name', 'data.0.map', 'data.0.gates.0.name'] },
  { spec: 'GET roles/list/parking: data list of roles', as: 'parking', method: 'GET', path: 'roles/list/parking', reads: ['data.0.id', 'data.0.name'] },
  {
    spec: 'POST parkings/{parkingId}/users/register: first_name, last_name, email, username, password, phone, country_code, type=parking, role_id, optional photo',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/users/register`,
    json: { first_name: 'Renata', last_name: 'Quiroga', email: 'renata.spec@example.mx', username: 'rquiroga', password: 'secreto1', phone: '8112345678', country_code: '52', type: 'parking', role_id: 2 },
  },
  {
    spec: 'POST parkings/{parkingId}/operators/register: first_name, last_name, username, password, type=operator, role_id, status=1',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/operators/register`,
    json: { first_name: 'Ignacio', last_name: 'Treviño', username: 'casetaspec', password: 'secreto1', type: 'operator', role_id: 6, status: 1 },
    after: (res, c) => {
      c.made.operator = res.json().data.id;
    },
  },
  { spec: 'POST parkings/{parkingId}/operators/{id}: used for delete, no body', as: 'parking', method: 'POST', path: (c) => `parkings/${LOT}/operators/${c.made.operator}` },
  { spec: 'GET parkings/{parkingId}/chats: users, messages, badges', as: 'parking', method: 'GET', path: `parkings/${LOT}/chats`, reads: ['users', 'messages', 'badges'] },
  {
    spec: 'POST parkings/{parkingId}/chats/{userId}: the message object; answer success',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/chats/${DEMO.operator.id}`,
    json: { message: 'La pluma de Salida Norte está atorada' },
    reads: ['success'],
  },
  { spec: 'POST parkings/{parkingId}/chats/{userId}/read: answer success', as: 'operator', method: 'POST', path: `parkings/${LOT}/chats/${DEMO.parking.id}/read`, reads: ['success'] },
  {
    spec: 'POST parkings/{id}/news to create; returns the data list',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/news`,
    form: async () => ({ fields: news('Promoción spec'), files: [await pictureFile('image')] }),
    reads: ['data.0.id'],
    after: (res, c) => {
      c.made.news = idWhere(res.json().data, 'name', 'Promoción spec');
    },
  },
  {
    spec: 'GET parkings/{id}/news: data list',
    as: 'parking',
    method: 'GET',
    path: `parkings/${LOT}/news`,
    reads: ['data.0.id', 'data.0.name'],
    after: (res, c) => {
      c.made.newsOrder = (res.json().data as { id: number }[]).map((item) => item.id).join(',');
    },
  },
  {
    spec: 'POST parkings/{id}/news/{newsId} to edit; returns the data list',
    as: 'parking',
    method: 'POST',
    path: (c) => `parkings/${LOT}/news/${c.made.news}`,
    form: { fields: news('Promoción spec editada') },
    reads: ['data.0.id'],
  },
  {
    spec: 'POST parkings/{id}/news/order with news as a list of ids; returns the data list',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/news/order`,
    json: (c) => ({ news: String(c.made.newsOrder).split(',').map(Number).reverse() }),
    reads: ['data.0.id'],
  },
  {
    spec: 'POST parkings/{id}/news/{newsId} with id and _method delete; returns the data list',
    as: 'parking',
    method: 'POST',
    path: (c) => `parkings/${LOT}/news/${c.made.news}`,
    json: (c) => ({ id: c.made.news, _method: 'delete' }),
    reads: ['data'],
  },
  { spec: 'GET plazas/1/name/asc: data list', as: 'parking', method: 'GET', path: 'plazas/1/name/asc', reads: ['data.0.id', 'data.0.name'] },
  {
    spec: 'POST parkings/register with the lot; returns data, the updated lots list',
    as: 'parking',
    method: 'POST',
    path: 'parkings/register',
    json: LOT_FORM,
    reads: ['data.0.id'],
    after: (res, c) => {
      c.made.lot = idWhere(res.json().data, 'name', LOT_FORM.name);
    },
  },
  {
    spec: 'PUT parkings/{id} with the lot; returns data, the updated lots list',
    as: 'parking',
    method: 'PUT',
    path: (c) => `parkings/${c.made.lot}`,
    json: { ...LOT_FORM, name: 'Estacionamiento Spec Norte' },
    reads: ['data.0.id'],
  },
  { spec: 'GET parkings/{id}/core-info: data', as: 'parking', method: 'GET', path: `parkings/${LOT}/core-info`, reads: ['data'] },
  {
    spec: 'POST parkings/{id}/core-info as multipart form: interbank_account, bank_account, bank_id, account_owner, identifying_name, taxpayer_name, rfc, optional taxpayer_file and address_file',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/core-info`,
    form: {
      fields: { interbank_account: '002010077777777771', bank_account: '0777777777', bank_id: 1, account_owner: 'Fundadores SA de CV', identifying_name: 'Cobros', taxpayer_name: 'Fundadores SA de CV', rfc: 'FUN010101AB1' },
      files: [pdfFile('taxpayer_file', 'Constancia'), pdfFile('address_file', 'Comprobante')],
    },
  },
  { spec: 'GET utilities/banks: list of banks', as: 'parking', method: 'GET', path: 'utilities/banks', reads: ['data.0.id', 'data.0.bank'] },
  { spec: 'GET users/logout: bearer auth', as: 'parking', method: 'GET', path: 'users/logout' },
];
