// Path tests of the card editor (spec 1 §2.4 step 4, §5 step 4, §7, §8; issue 17 item 3): every generated path
// checked against the chart's transition table and oracle; then the rules on chosen values, what the gateway is
// sent for a new card and an edit, and browsing and deleting on stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { brandOfNumber, cardProblems, gatewayFields, spacedNumber, typedExpiry } from '../../src/machines/card-editor/card-form';
import { cardEditorMachine } from '../../src/machines/card-editor/card-editor.machine';
import { describeChart } from './chart/describe-chart';
import { broken, cardEditorOracle, compras, expectedProblems, fresh, oficina, OWNER, reserva, saved3, TODAY } from './oracles/card-editor.oracle';
import { pending } from './path-plan';

describeChart(cardEditorOracle);

function live() {
  const actor = createActor(cardEditorMachine.provide({ actors: { loadCards: pending(), saveCard: pending(), deleteCard: pending() } }), { input: { owner: OWNER, today: TODAY } }).start();
  const send = (e: object) => actor.send(e as never);
  return { send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('card-editor stories', () => {
  it('checks every rule of step 4, as the oracle reads the spec', () => {
    expect(cardProblems(broken, true, TODAY)).toEqual({ nickname: 'min|3', number: 'cardBrand', expiry: 'cardExpiry', cvv: 'digits|3', ciudad: 'required', codigoPostal: 'digitsBetween|5|6', telefono: 'digits|10' });
    const samples = [
      fresh,
      broken,
      { ...fresh, number: '4242 4242 4242 4241' },
      { ...fresh, number: '4242424242424242' },
      { ...fresh, number: '2221 0000 0000 0009' },
      { ...fresh, expiry: '10/26' },
      { ...fresh, expiry: '11/26' },
      { ...fresh, expiry: '1/30' },
      { ...fresh, email: 'a@b.c' },
      { ...fresh, email: `${'x'.repeat(45)}@b.com` },
      { ...fresh, direccion2: 'x'.repeat(51), nombre: 'y'.repeat(51), codigoPostal: '640001', card_holder: '  Ana ' },
      { ...fresh, nickname: '', card_holder: '', direccion1: 'Av', estado: '', pais: 'Mx', email: '', telefono: '' },
    ];
    for (const values of samples) for (const isNew of [true, false]) expect(cardProblems(values, isNew, TODAY), JSON.stringify(values)).toEqual(expectedProblems(values, isNew));
    // A saved card's number, expiry and CVV are not the form's to check.
    expect(cardProblems({ ...broken, nickname: 'Oficina', ciudad: 'Monterrey', codigoPostal: '64000', telefono: '8112345678' }, false, TODAY)).toEqual({});
  });

  it('spaces the number as typed, puts the slash in the expiry, and names the brand from the first digits', () => {
    expect(spacedNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(spacedNumber('42a4 2')).toBe('4242');
    expect(spacedNumber('424242')).toBe('4242 42');
    expect(typedExpiry('1234')).toBe('12/34');
    expect(typedExpiry('1')).toBe('1');
    expect([brandOfNumber('4'), brandOfNumber('5555'), brandOfNumber('2720 99'), brandOfNumber('2721'), brandOfNumber('3782')]).toEqual(['visa', 'mastercard', 'mastercard', null, null]);
  });

  it('sends the gateway the spec fields: a new card whole, an edit with its token, CVV 000 and the masked number', () => {
    expect(gatewayFields({ ...fresh, nickname: ' Tarjeta nueva ' }, { type_user: 'shop', user_id: 1 }, null)).toEqual({
      type: 'tokenTarjeta', operacion: 'A', type_user: 'shop', user_id: '1', brand_card: 'visa', tarjeta: '4242 4242 4242 4242', mes: '12', anio: '34', digitos: '123',
      nickname: 'Tarjeta nueva', titular: 'Sofía Tienda', nombre: 'Sofía', apellidos: 'Tienda', direccion1: 'Av. Juárez 200', direccion2: '', ciudad: 'Monterrey', estado: 'Nuevo León',
      pais: 'México', email: 'sofia@tienda.demo', telefono: '8112345678', codigoPostal: '64000',
    });
    const edit = gatewayFields({ ...fresh, number: '**** **** **** 4444', expiry: '11/33', cvv: '***' }, { type_user: 'branch', user_id: 2 }, compras.token);
    expect(edit).toMatchObject({ operacion: 'U', token: compras.token, type_user: 'branch', user_id: '2', digitos: '000', tarjeta: '**** **** **** 4444', mes: '11', anio: '33' });
  });

  it('browses with Previous and Next within the saved cards, Add past the last; deleting the first keeps the next first', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadCards', output: saved3 });
    m.send({ type: 'card.previous' });
    expect(m.context().position).toBe(0);
    m.send({ type: 'card.next' });
    m.send({ type: 'card.next' });
    m.send({ type: 'card.next' });
    expect([m.context().position, m.context().values.nickname]).toEqual([2, reserva.nickname]);
    m.send({ type: 'card.add' });
    expect([m.context().position, m.context().values.number]).toEqual([3, '']);
    m.send({ type: 'card.previous' });
    m.send({ type: 'card.previous' });
    m.send({ type: 'card.previous' });
    m.send({ type: 'card.delete' });
    m.send({ type: 'card.confirmDelete' });
    m.send({ type: 'xstate.done.actor.deleteCard', output: oficina });
    expect([m.value(), m.context().position, m.context().cards.map((k) => k.id)]).toEqual(['editing', 0, [12, 13]]);
  });

  it('offers the new card once the last card is deleted, and cannot delete the new card', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadCards', output: [oficina] });
    m.send({ type: 'card.delete' });
    m.send({ type: 'card.confirmDelete' });
    m.send({ type: 'xstate.done.actor.deleteCard', output: oficina });
    expect([m.value(), m.context().position, m.context().cards]).toEqual(['editing', 0, []]);
    m.send({ type: 'card.delete' });
    expect(m.value()).toBe('editing');
  });
});
