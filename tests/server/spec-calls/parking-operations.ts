// Spec 2 §7 (parking operations), row by row. The login row ("path not shown") is the console's
// POST users/{provider}/login; the reset calls carry the locale header alone (the spec's notes).
import { DEMO_PASSWORD } from '../../../server/demo/seed';
import { DEMO } from '../helpers';
import { nextMail, resetToken } from '../outbox';
import type { SpecCall } from './spec-call';

const LOT = 1;
const SALIDA_NORTE = 2;
const RESET_ACCOUNT = DEMO.parking2.login;

export const PARKING_OPERATIONS_CALLS: SpecCall[] = [
  {
    spec: 'POST users/reset | email | sends reset mail',
    as: 'anonymous',
    method: 'POST',
    path: 'users/reset',
    json: { email: RESET_ACCOUNT },
    after: async (_res, c) => {
      c.made.resetToken = resetToken(await nextMail(c.server.dataDir));
    },
  },
  {
    spec: 'POST users/resetpassword | token | key',
    as: 'anonymous',
    method: 'POST',
    path: 'users/resetpassword',
    json: (c) => ({ token: c.made.resetToken }),
    reads: ['key'],
    after: (res, c) => {
      c.made.resetKey = res.json().key;
    },
  },
  {
    spec: 'POST users/resetpassword/update | key, passwordnew, passwordvery | success',
    as: 'anonymous',
    method: 'POST',
    path: 'users/resetpassword/update',
    json: (c) => ({ key: c.made.resetKey, passwordnew: 'nueva-clave-7', passwordvery: 'nueva-clave-7' }),
    reads: ['success'],
  },
  {
    spec: 'Login (dispatched with email, password, provider) | path not shown | data.type, provider, token',
    as: 'anonymous',
    method: 'POST',
    path: 'users/parking/login',
    json: { email: DEMO.parking.login, password: DEMO_PASSWORD },
    reads: ['data.type', 'provider', 'token'],
  },
  { spec: 'GET users/salesman/my-branchs | none | data: stores (id, name)', as: 'salesman', method: 'GET', path: 'users/salesman/my-branchs', reads: ['data.0.id', 'data.0.name'] },
  { spec: 'GET parkings | none | data: lots', as: 'parking', method: 'GET', path: 'parkings', reads: ['data.0.id', 'data.0.name'] },
  { spec: 'GET parkings/{id}/gates/active | none | success, data', as: 'operator', method: 'GET', path: `parkings/${LOT}/gates/active`, reads: ['success', 'data'] },
  {
    spec: 'POST parkings/{id}/operators/checkout/users/rate | phone | message, to_pay, time_utc, id',
    as: 'operator',
    method: 'POST',
    path: `parkings/${LOT}/operators/checkout/users/rate`,
    json: (c) => ({ phone: c.visitPhone }),
    reads: ['message', 'to_pay', 'time_utc', 'id'],
    after: (res, c) => {
      c.made.transaction = res.json().id;
    },
  },
  {
    spec: 'POST parkings/{id}/operators/checkout/users/checkout | name, transaction_id, gate_out | message, success',
    as: 'operator',
    method: 'POST',
    path: `parkings/${LOT}/operators/checkout/users/checkout`,
    json: (c) => ({ name: 'Salida Norte', transaction_id: c.made.transaction, gate_out: SALIDA_NORTE }),
    reads: ['message', 'success'],
  },
  { spec: 'GET parkings/{id}/access | none | data', as: 'parking', method: 'GET', path: `parkings/${LOT}/access`, reads: ['data.0.id'] },
  {
    spec: 'GET parkings/{id}/dashboards/pensions/search/type/{period} | none | data, totals (general.total, pensions.total), last',
    as: 'parking',
    method: 'GET',
    path: `parkings/${LOT}/dashboards/pensions/search/type/month`,
    reads: ['data', 'totals.general.total', 'totals.pensions.total', 'last'],
  },
  {
    spec: 'GET parkings/{id}/dashboards/pensions/search/type/{period}/last_item/{last} | none | data, totals (general.total, pensions.total), last',
    as: 'parking',
    method: 'GET',
    path: `parkings/${LOT}/dashboards/pensions/search/type/year/last_item/1000000`,
    reads: ['data', 'totals.general.total', 'totals.pensions.total', 'last'],
    after: (res, c) => {
      const withPicture = (res.json().data as { image: number | null }[]).find((event) => event.image !== null);
      if (!withPicture) throw new Error('no pension event with a picture in the year');
      c.made.image = withPicture.image as number;
    },
  },
  {
    spec: 'GET parkings/{id}/dashboards/pensions/image/{image} | none | error, data',
    as: 'parking',
    method: 'GET',
    path: (c) => `parkings/${LOT}/dashboards/pensions/image/${c.made.image}`,
    reads: ['error', 'data'],
  },
  { spec: 'GET parkings/{id}/times/index | none | data', as: 'parking', method: 'GET', path: `parkings/${LOT}/times/index`, reads: ['data'] },
  {
    spec: 'POST parkings/{id}/times/new | id, name, rules as JSON text',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/times/new`,
    json: { id: null, name: 'Tarifa spec', rules: '[{"qty":1,"unit":"hour","price":"20.00"}]' },
    after: (res, c) => {
      c.made.feeSet = res.json().data.id;
    },
  },
  {
    spec: 'POST parkings/{id}/times/edit | id, name, rules as JSON text',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/times/edit`,
    json: (c) => ({ id: c.made.feeSet, name: 'Tarifa spec editada', rules: '[{"qty":1,"unit":"hour","price":"25.00"}]' }),
  },
  {
    spec: 'POST parkings/{id}/times/delete | id',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/times/delete`,
    json: (c) => ({ id: c.made.feeSet }),
  },
  {
    spec: 'POST parkings/{id}/times/{group}/save | times_configs as JSON text by weekday',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/times/1/save`,
    json: { times_configs: '{"1":[{"from":"09:00","to":"12:00","fromID":11}]}' },
  },
  {
    spec: 'PUT parkings/{id}/configs | isFractionaryOff, isCourtesy, isCourtesyAllMinutes, timeCourtesy, maxRate entries (unit, price)',
    as: 'parking',
    method: 'PUT',
    path: `parkings/${LOT}/configs`,
    json: { isFractionaryOff: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15', maxRate: [{ unit: 'day', price: '120.00' }] },
  },
  {
    spec: 'POST parkings/{parkingId}/temporary-rates/ | access, courtesy, dates, rules (name, typeTariff, rules per type); amounts stripped of their prefix or suffix',
    as: 'parking',
    method: 'POST',
    path: `parkings/${LOT}/temporary-rates/`,
    json: { access: -1, courtesy: { isCourtesy: true, timeCourtesy: '00:10' }, dates: [{ from: '2031-11-14', to: '2031-11-17' }], name: 'Buen fin', typeTariff: 'discount', rules: { discount: { discount: '10' } } },
  },
  { spec: 'GET parkings/{parkingId}/temporary-rates | none | data: list', as: 'parking', method: 'GET', path: `parkings/${LOT}/temporary-rates`, reads: ['data.0.name', 'data.0.type_special', 'data.0.access_str'] },
];
