// The card editor (src/ui/shopping/cards/card-editor.tsx) along the shortest path to every state of the
// card-editor chart, its actors running their own code against mocked gateway and card services: the loader, the
// failure with or without Retry, the card shown with Previous, Next and Add, a new card's every field and a saved
// card's number, expiry and CVV masked and locked, the brand, Save only when valid and busy while saving, the
// rules and the server's refusals on their fields, the delete question, and the toasts of spec 1 §8 (issue 17 item 3).
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCard } from '../../../src/contracts/cards.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { CardValues } from '../../../src/machines/card-editor/card-form';
import type { CardEditorContext, CardEditorEvent, cardEditorMachine, SavedCard } from '../../../src/machines/card-editor/card-editor.machine';
import { CardEditor } from '../../../src/ui/shopping/cards/card-editor';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { broken, cardEditorOracle, compras, fresh, oficina, OWNER, refusal, saved3, TODAY } from '../oracles/card-editor.oracle';

const api = vi.hoisted(() => ({ fetchCards: vi.fn(), recordNewCard: vi.fn(), recordCardEdit: vi.fn(), recordCardDeleted: vi.fn() }));
const gateway = vi.hoisted(() => ({ tokeniseCard: vi.fn(), editCardAtGateway: vi.fn(), deleteCardAtGateway: vi.fn(), confirmCvv: vi.fn() }));
vi.mock('../../../src/services/cards.api', () => api);
vi.mock('../../../src/services/gateway.api', () => gateway);
vi.mock('../../../src/machines/card-editor/card-editor.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ cardEditorMachine: typeof cardEditorMachine }>();
  return { ...chart, cardEditorMachine: probed(chart.cardEditorMachine, ['loadCards', 'saveCard', 'deleteCard']) };
});

setLocale('en');
const calls = { loadCards: settleable(), saveCard: settleable(), deleteCard: settleable() };
/** The gateway's signed answer, as the browser hands it on. */
const PROOF = { body: '{"data":{}}', signature: 'f'.repeat(64) };
const onSaved = vi.fn();
beforeEach(() => {
  // A new card's expiry is checked against today: the oracle's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
  vi.clearAllMocks();
  notifications.clean();
  for (const call of Object.values(calls)) call.reset();
  api.fetchCards.mockImplementation(calls.loadCards.impl);
  api.recordNewCard.mockImplementation(calls.saveCard.impl);
  api.recordCardEdit.mockImplementation(calls.saveCard.impl);
  api.recordCardDeleted.mockImplementation(calls.deleteCard.impl);
  gateway.tokeniseCard.mockResolvedValue(PROOF);
  gateway.editCardAtGateway.mockResolvedValue(PROOF);
  gateway.deleteCardAtGateway.mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

type C = CardEditorContext;
type On<T extends CardEditorEvent['type']> = Extract<CardEditorEvent, { type: T }>;

const editor = () => screen.getByRole('region', { name: 'Payment methods' });
const button = (inside: HTMLElement, name: string | RegExp) => within(inside).getByRole('button', { name });
const busy = (b: HTMLElement) => b.hasAttribute('data-loading');
const LABELS: Record<keyof CardValues, string> = {
  nickname: 'Payment method name',
  card_holder: 'Card holder',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  nombre: 'First name',
  apellidos: 'Last name',
  direccion1: 'Address line 1',
  direccion2: 'Address line 2',
  ciudad: 'City',
  estado: 'State',
  pais: 'Country',
  codigoPostal: 'Postal code',
  email: 'Registered email',
  telefono: 'Registered phone',
};
const CARD_RULES: Record<string, string> = {
  cardNumber: 'The card number must have 19 characters: four groups of four digits.',
  cardBrand: 'Only Visa and Mastercard cards are accepted.',
  cardLuhn: 'The card number is not valid.',
  cardExpiry: 'The expiry must be MM/YY, with a month from 01 to 12.',
  cardExpired: 'The card has expired.',
};
const GATEWAY_FIELDS: Record<string, keyof CardValues> = { tarjeta: 'number', mes: 'expiry', digitos: 'cvv', titular: 'card_holder' };

const field = (name: keyof CardValues) => within(editor()).getByLabelText(new RegExp(`^${LABELS[name].replace(/[()]/g, '\\$&')}\\s*\\*?$`)) as HTMLInputElement;
const errorOn = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const ruleText = (code: string, name: keyof CardValues) => CARD_RULES[code] ?? validationMessage(code, LABELS[name].toLowerCase(), 'en');

/** Types every field as a person would (the view keeps what it accepts) and presses Save when it is enabled. */
function saveThroughForm(values: CardValues): boolean {
  for (const name of Object.keys(LABELS) as (keyof CardValues)[]) {
    if (!field(name).disabled && field(name).value !== values[name]) fireEvent.change(field(name), { target: { value: values[name] } });
  }
  const save = button(editor(), 'Save');
  if ((save as HTMLButtonElement).disabled) return false;
  fireEvent.click(save);
  return true;
}

/** What the editor shows for the context: the card's heading, every field, locks, errors, the buttons. */
function theEditor(c: C, saving: boolean) {
  const shown = c.cards[c.position];
  expect(within(editor()).getAllByRole('heading')[0]).toHaveTextContent(shown ? `Card ${c.position + 1} of ${c.cards.length}` : 'New card');
  const refusedSave = c.failure?.during === 'save' || Object.keys(c.problems).length > 0;
  for (const name of Object.keys(LABELS) as (keyof CardValues)[]) {
    // After a refused save the form keeps what was typed; else it shows the card (or a new card's empty form).
    if (!refusedSave) expect(field(name), LABELS[name]).toHaveValue(c.values[name]);
    const locked = shown !== undefined && ['number', 'expiry', 'cvv'].includes(name);
    if (locked) expect(field(name), `${LABELS[name]} locked`).toBeDisabled();
    const serverError = Object.entries(c.fieldErrors).find(([f]) => (GATEWAY_FIELDS[f] ?? f) === name)?.[1][0] ?? null;
    const expected = c.problems[name] ? ruleText(c.problems[name] as string, name) : serverError;
    expect(errorOn(field(name)), `${LABELS[name]}'s error`).toBe(expected);
  }
  if (shown) {
    expect(field('number')).toHaveValue(`**** **** **** ${shown.last_digits}`);
    expect(field('cvv')).toHaveValue('***');
    expect(within(editor()).getByLabelText('Brand')).toHaveTextContent(shown.brand === 'visa' ? 'Visa' : 'Mastercard');
  }
  const FAILED = { load: 'The cards could not be read', save: 'The card could not be saved', delete: 'The card could not be deleted' };
  if (c.failure) expect(within(editor()).getByRole('alert')).toHaveTextContent(`${FAILED[c.failure.during]}${c.failure.message}`);
  else expect(within(editor()).queryByRole('alert')).toBeNull();
  expect(busy(button(editor(), 'Save')), 'Save busy').toBe(saving);
  expect(within(editor()).queryByRole('button', { name: 'Delete' }) !== null, 'Delete offered').toBe(shown !== undefined);
  expect(button(editor(), 'Previous')).toHaveProperty('disabled', saving || c.position === 0);
  expect(button(editor(), 'Next')).toHaveProperty('disabled', saving || c.position >= c.cards.length - 1);
  expect(button(editor(), 'Add card')).toHaveProperty('disabled', saving || shown === undefined);
}

const view: ViewOracle<typeof cardEditorMachine> = {
  render: () => render(<CardEditor owner={OWNER} onSaved={onSaved} />),
  drive: {
    'xstate.done.actor.loadCards': async (e) => (await calls.loadCards.resolve((e as Done<StoredCard[]>).output), true),
    'xstate.error.actor.loadCards': async (e) => (await calls.loadCards.reject((e as Failure).error), true),
    'xstate.done.actor.saveCard': async (e) => {
      const { card, created } = (e as Done<SavedCard>).output;
      await calls.saveCard.resolve({ message: 'Saved.', data: card });
      expect(await screen.findByText(created ? `Card ${card.nickname} added` : 'Card updated')).toBeInTheDocument();
      expect(onSaved).toHaveBeenLastCalledWith(card);
      return true;
    },
    'xstate.error.actor.saveCard': async (e) => (await calls.saveCard.reject((e as Failure).error), true),
    'xstate.done.actor.deleteCard': async (e) => {
      const gone = (e as Done<StoredCard>).output;
      await calls.deleteCard.resolve({ message: 'Deleted.', data: { id: gone.id, nickname: gone.nickname } });
      expect(await screen.findByText(`Card ${gone.nickname} deleted`)).toBeInTheDocument();
      return true;
    },
    'xstate.error.actor.deleteCard': async (e) => {
      await calls.deleteCard.reject((e as Failure).error);
      expect(await screen.findByText('error')).toBeInTheDocument();
      return true;
    },
    'card.retry': () => (screen.queryByRole('button', { name: 'Retry' }) ? (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true) : false),
    'card.add': () => (fireEvent.click(button(editor(), 'Add card')), true),
    'card.next': () => (fireEvent.click(button(editor(), 'Next')), true),
    'card.previous': () => (fireEvent.click(button(editor(), 'Previous')), true),
    // A broken form keeps Save disabled: that save is the chart's to refuse.
    'card.save': (e) => saveThroughForm((e as On<'card.save'>).values),
    'card.delete': () => {
      const del = within(editor()).queryByRole('button', { name: 'Delete' });
      if (!del) return false;
      fireEvent.click(del);
      return true;
    },
    'card.confirmDelete': () => (fireEvent.click(button(screen.getByRole('dialog'), 'Delete')), true),
    'card.cancelDelete': () => (fireEvent.click(button(screen.getByRole('dialog'), 'Cancel')), true),
  },
  sees: {
    loading: () => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchCards).toHaveBeenLastCalledWith(OWNER);
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`The cards could not be read${c.failure?.message}`);
      expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(c.failure?.retriable);
    },
    editing: (c) => {
      theEditor(c, false);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    saving: async (c) => {
      theEditor(c, true);
      const shown = c.cards[c.position];
      // The card went to the gateway first (the spec's fields, never our server), then its answer to our server.
      if (shown) {
        expect(gateway.editCardAtGateway).toHaveBeenLastCalledWith(expect.objectContaining({ operacion: 'U', token: shown.token, digitos: '000', nickname: c.values.nickname.trim() }));
        await waitFor(() => expect(api.recordCardEdit).toHaveBeenLastCalledWith(OWNER, shown.id, PROOF));
      } else {
        expect(gateway.tokeniseCard).toHaveBeenLastCalledWith(expect.objectContaining({ operacion: 'A', tarjeta: c.values.number, digitos: c.values.cvv, type_user: 'shop', user_id: '1' }));
        await waitFor(() => expect(api.recordNewCard).toHaveBeenLastCalledWith(OWNER, PROOF));
      }
    },
    confirmingDelete: (c) => {
      expect(within(screen.getByRole('dialog')).getByText(`Are you sure to delete ${c.cards[c.position]?.nickname}?`)).toBeInTheDocument();
      expect(within(screen.getByRole('dialog')).getByText("You won't be able to reverse this!")).toBeInTheDocument();
    },
    deleting: async (c) => {
      const shown = c.cards[c.position] as StoredCard;
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(button(editor(), 'Delete')).toBeDisabled();
      expect(gateway.deleteCardAtGateway).toHaveBeenLastCalledWith({ token: shown.token, type_user: 'shop', user_id: 1 });
      await waitFor(() => expect(api.recordCardDeleted).toHaveBeenLastCalledWith(OWNER, shown.id));
    },
  },
};

describeViewPaths(cardEditorOracle, view);

async function story(events: (CardEditorEvent | Done<unknown> | Failure)[]) {
  view.render();
  const actor = actorOf('cardEditor');
  for (const e of events) {
    const drive = view.drive?.[e.type];
    if (!(drive && (await drive(e as never, actor.getSnapshot())))) act(() => actor.send(e));
  }
  return actor.getSnapshot().context as C;
}

describe('card-editor view stories', () => {
  it('spaces the number as typed, names the brand, puts the slash in the expiry, keeps digits only; Save once valid', async () => {
    await story([{ type: 'xstate.done.actor.loadCards', output: [] }]);
    expect(button(editor(), 'Save')).toBeDisabled();
    fireEvent.change(field('number'), { target: { value: '55555555555544449' } });
    expect(field('number')).toHaveValue('5555 5555 5555 4444');
    expect(within(editor()).getByLabelText('Brand')).toHaveTextContent('Mastercard');
    fireEvent.change(field('expiry'), { target: { value: '1233' } });
    expect(field('expiry')).toHaveValue('12/33');
    fireEvent.change(field('telefono'), { target: { value: '81-1234-5678 ext' } });
    expect(field('telefono')).toHaveValue('8112345678');
    fireEvent.change(field('codigoPostal'), { target: { value: '6400' } });
    expect(errorOn(field('codigoPostal'))).toBe('The postal code field must have 5 to 6 digits.');
    saveThroughForm({ ...fresh, number: '5555 5555 5555 4444', expiry: '12/33' });
    await waitFor(() => expect(gateway.tokeniseCard).toHaveBeenCalledWith(expect.objectContaining({ brand_card: 'mastercard', tarjeta: '5555 5555 5555 4444', mes: '12', anio: '33' })));
  });

  it('an expired card, a number failing its check digit and a broken form keep Save disabled with the rules shown', async () => {
    await story([{ type: 'xstate.done.actor.loadCards', output: [] }]);
    expect(saveThroughForm({ ...fresh, expiry: '10/26' })).toBe(false);
    expect(errorOn(field('expiry'))).toBe('The card has expired.');
    expect(saveThroughForm({ ...fresh, number: '4242 4242 4242 4241' })).toBe(false);
    expect(errorOn(field('number'))).toBe('The card number is not valid.');
    expect(saveThroughForm(broken)).toBe(false);
    expect(errorOn(field('telefono'))).toBe('The registered phone field must be 10 digits.');
    expect(gateway.tokeniseCard).not.toHaveBeenCalled();
  });

  it("a refusal of the gateway shows on its field: the card number's", async () => {
    await story([{ type: 'xstate.done.actor.loadCards', output: [] }, { type: 'card.save', values: fresh }, { type: 'xstate.error.actor.saveCard', error: refusal }]);
    expect(errorOn(field('number'))).toBe(refusal.message);
  });

  it("a saved card's name, holder and address change; its number, expiry and CVV stay locked", async () => {
    await story([{ type: 'xstate.done.actor.loadCards', output: saved3 }, { type: 'card.next' }]);
    expect(field('nickname')).toHaveValue(compras.nickname);
    for (const locked of ['number', 'expiry', 'cvv'] as const) expect(field(locked)).toBeDisabled();
    fireEvent.change(field('nickname'), { target: { value: 'Compras del mes' } });
    fireEvent.click(button(editor(), 'Save'));
    await waitFor(() => expect(gateway.editCardAtGateway).toHaveBeenCalledWith(expect.objectContaining({ token: compras.token, nickname: 'Compras del mes', tarjeta: '**** **** **** 4444', mes: '11', anio: '33', digitos: '000' })));
    await calls.saveCard.resolve({ message: 'Saved.', data: { ...compras, nickname: 'Compras del mes' } });
    expect(await screen.findByText('Card updated')).toBeInTheDocument();
    expect(field('nickname')).toHaveValue('Compras del mes');
    expect(field('number')).toHaveValue('**** **** **** 4444');
  });

  it('deleting the only card offers a new card', async () => {
    const c = await story([
      { type: 'xstate.done.actor.loadCards', output: [oficina] },
      { type: 'card.delete' },
      { type: 'card.confirmDelete' },
      { type: 'xstate.done.actor.deleteCard', output: oficina },
    ]);
    expect(c.cards).toEqual([]);
    expect(within(editor()).getAllByRole('heading')[0]).toHaveTextContent('New card');
    expect(field('number')).not.toBeDisabled();
  });
});
