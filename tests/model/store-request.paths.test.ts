// Path tests of the store account request (spec 3 §2 "Store account request form", §3 Store request, §4;
// issue 18 item 4): every generated path checked against the chart's transition table and oracle; then the
// form's rules against the oracle's for more values than the paths take, the body a send carries, and a refusal
// that keeps every value and whose words go as their fields change.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { firstFieldOf, problemsOf, submissionOf } from '../../src/machines/store-request/store-request-form';
import { storeRequestMachine } from '../../src/machines/store-request/store-request.machine';
import { describeChart } from './chart/describe-chart';
import {
  addressPng,
  badDocuments,
  banks,
  blank,
  bothDocuments,
  branch,
  broken,
  categories,
  expectedProblems,
  filled,
  minorBirthDate,
  noDocuments,
  refused,
  rfcPdf,
  storeRequestOracle,
  throttled,
} from './oracles/store-request.oracle';
import { pending } from './path-plan';

describeChart(storeRequestOracle);

const lists = { categories, banks };

function live() {
  const actor = createActor(storeRequestMachine.provide({ actors: { loadLists: pending(), loadCategories: pending(), sendRequest: pending() } })).start();
  const send = (e: object) => actor.send(e as never);
  send({ type: 'xstate.done.actor.loadLists', output: lists });
  return { send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('store-request rules', () => {
  const cases: [string, typeof filled, typeof bothDocuments][] = [
    ['filled, a head store', filled, bothDocuments],
    ['filled, a branch', branch, bothDocuments],
    ['a head store with a head store address typed before switching back', { ...filled, hq_address: 'x' }, bothDocuments],
    ['a branch without its head store', { ...branch, hq_address: '' }, bothDocuments],
    ['a branch with a short head store address', { ...branch, hq_address: 'Av 1' }, bothDocuments],
    ['broken in every section, bad documents', broken, badDocuments],
    ['blank', blank, noDocuments],
    ['one document', filled, { rfc_file: rfcPdf, address_file: null }],
    ['a JPEG proof of address', filled, { rfc_file: rfcPdf, address_file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) }],
    ['a category not offered, a phone of 11 digits, an account of 16', { ...filled, category_id: 99, mobile_phone: '811 234 56789', account_number: '1234567890123456' }, bothDocuments],
    ['long texts', { ...filled, store_name: 'x'.repeat(81), description: 'y'.repeat(501), welcome_message: 'z'.repeat(201), first_name: 'A' }, bothDocuments],
    ['a day that does not exist, a year before 1900', { ...filled, birth_date: '1985-02-30', last_name: 'L' }, bothDocuments],
    ['a birth date before 1900', { ...filled, birth_date: '1899-12-31' }, bothDocuments],
    ['a child', { ...filled, birth_date: minorBirthDate }, bothDocuments],
    ['letters in the phone, blanks around the e-mail', { ...filled, mobile_phone: '81123456ab', email: '  ana@example.com ' }, bothDocuments],
  ];
  it.each(cases)('%s: the form breaks the rules the spec gives', (_label, values, documents) => {
    expect(problemsOf(values, documents, lists)).toEqual(expectedProblems(values, documents, lists));
  });

  it("sends the spec's fields: trimmed, the phone and the account as digits, the head store's address only for a branch", () => {
    expect(submissionOf({ ...filled, hq_address: 'left over' }, bothDocuments).body).not.toHaveProperty('hq_address');
    expect(submissionOf(branch, { rfc_file: rfcPdf, address_file: addressPng })).toEqual({
      body: {
        store_name: 'Zapatería Luna',
        kind: 'branch',
        address: 'Av. Constitución 400, Centro, Monterrey',
        hq_address: 'Av. Juárez 100, Centro, Monterrey',
        description: 'Zapatos de piel hechos en León.',
        product_kinds: 'Zapatos, bolsas',
        category_id: 2,
        mobile_phone: '8112345678',
        birth_date: '1985-04-12',
        welcome_message: 'Bienvenido a Zapatería Luna',
        first_name: 'Ana',
        last_name: 'Luna',
        email: 'ana.luna@example.com',
        bank_id: 5,
        account_number: '07777777777',
        extra_sanitizer: true,
        clean_frequently: false,
        customer_limit: true,
      },
      documents: { rfc_file: rfcPdf, address_file: addressPng },
    });
  });

  it('names the first field of a refusal or of the broken rules in the order of the sections', () => {
    expect(firstFieldOf(refused.errors)).toBe('store_name');
    expect(firstFieldOf(problemsOf(broken, badDocuments, lists))).toBe('store_name');
    expect(firstFieldOf({ birth_date: 'adult|18', rfc_file: 'required' })).toBe('rfc_file');
    expect(firstFieldOf({ unknown: 'x' })).toBeNull();
  });
});

describe('store-request stories', () => {
  it('a refusal keeps every value, shows the server on its fields, and editing one takes its word away', () => {
    const m = live();
    m.send({ type: 'request.send', values: branch, documents: bothDocuments });
    expect(m.value()).toBe('sending');
    m.send({ type: 'xstate.error.actor.sendRequest', error: refused });
    expect(m.value()).toEqual({ editing: 'ready' });
    expect([m.context().values, m.context().documents, m.context().fieldErrors]).toEqual([branch, bothDocuments, refused.errors]);
    m.send({ type: 'request.edit', field: 'email' });
    expect(m.context().fieldErrors).toEqual({ store_name: refused.errors.store_name });
    m.send({ type: 'request.send', values: { ...branch, email: 'ana@luna.mx' }, documents: bothDocuments });
    expect(m.value()).toBe('sending');
    expect(m.context().fieldErrors).toEqual({});
  });

  it('a throttle is a message with every value kept, and Send again goes', () => {
    const m = live();
    m.send({ type: 'request.send', values: filled, documents: bothDocuments });
    m.send({ type: 'xstate.error.actor.sendRequest', error: throttled });
    expect([m.value(), m.context().error, m.context().fieldErrors, m.context().values]).toEqual([{ editing: 'ready' }, throttled.message, {}, filled]);
    m.send({ type: 'request.send', values: filled, documents: bothDocuments });
    expect(m.value()).toBe('sending');
  });

  it('Send with a rule broken stays and marks the rules, as Check does', () => {
    const m = live();
    m.send({ type: 'request.send', values: { ...filled, birth_date: minorBirthDate }, documents: bothDocuments });
    expect(m.value()).toEqual({ editing: 'ready' });
    expect(m.context().problems).toEqual({ birth_date: 'adult|18' });
  });
});
