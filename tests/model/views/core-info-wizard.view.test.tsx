// The core-info wizard (src/ui/shopping/core-info/core-info-wizard.tsx) along the shortest path to every state of its
// chart, opened for the shop and for one of its stores, its actors running against mocked shop-core-info services:
// the loader, each step's fields holding what the chart holds with the broken rules and the server's refusal on
// them, Previous only from step 2 (step 3 for a store), the busy Next while a step is with the server, the card
// editor and Save on step 4, the indicators going back outside a store only; Save and closing call `onClose`
// (spec 1 §2.4, §4, §5 core steps 1 to 4; issue 18 item 1). Two stories reach what no shortest path does: a shop
// with no document stored at step 2, and a store's moves back by an indicator.
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { CoreInfoForm } from '../../../src/machines/core-info-wizard/core-info-form';
import type { CoreInfoWizardContext, coreInfoWizardMachine } from '../../../src/machines/core-info-wizard/core-info-wizard.machine';
import { setLocale } from '../../../src/i18n/i18n';
import { CoreInfoWizard } from '../../../src/ui/shopping/core-info/core-info-wizard';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { banks, coreInfoWizardOracle, expectedRequests, good, kept, shopInfo, shopSaved, SHOP, STORE, storeInfo, storeSaved } from '../oracles/core-info-wizard.oracle';

const api = vi.hoisted(() => ({ fetchShopCoreInfo: vi.fn(), fetchShopBanks: vi.fn(), saveShopData: vi.fn(), saveTaxpayer: vi.fn(), saveAccount: vi.fn() }));
vi.mock('../../../src/services/shop-core-info.api', () => api);
// The card editor's own calls stay unanswered: its chart has replays of its own.
vi.mock('../../../src/services/cards.api', () => ({ fetchCards: () => new Promise(() => {}) }));
vi.mock('../../../src/machines/core-info-wizard/core-info-wizard.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ coreInfoWizardMachine: typeof coreInfoWizardMachine }>();
  return { ...chart, coreInfoWizardMachine: probed(chart.coreInfoWizardMachine, ['loadCoreInfo', 'saveShopData', 'saveTaxpayer', 'saveAccount']) };
});

setLocale('en');
const infoCall = settleable();
const banksCall = settleable();
const shopDataCall = settleable();
const taxpayerCall = settleable();
const accountCall = settleable();
const onClose = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  for (const call of [infoCall, banksCall, shopDataCall, taxpayerCall, accountCall]) call.reset();
  api.fetchShopCoreInfo.mockImplementation(infoCall.impl);
  api.fetchShopBanks.mockImplementation(banksCall.impl);
  api.saveShopData.mockImplementation(shopDataCall.impl);
  api.saveTaxpayer.mockImplementation(taxpayerCall.impl);
  api.saveAccount.mockImplementation(accountCall.impl);
});

type C = CoreInfoWizardContext;
type Snapshot = ChartSnapshot<C>;
type Step = 1 | 2 | 3 | 4;
const STEPS: Record<string, Step> = { shopData: 1, savingShopData: 1, taxpayer: 2, savingTaxpayer: 2, account: 3, savingAccount: 3, cards: 4 };
const STORE_NAME = 'Sucursal Valle';
const SHOP_FIELDS = { name: 'Name', address: 'Address', country_code: 'Country code', phone: 'Phone', email: 'E-mail' } as const;
const TAXPAYER_FIELDS = { taxpayer: 'Taxpayer', rfc: 'RFC' } as const;
const ACCOUNT_FIELDS = { interbank_key: 'Interbank key', account_number: 'Account number', name_receiver: 'Receiver name', identifying_text: 'Identifying text' } as const;
const DOCUMENT_FIELDS = { doc_taxpayer: 'Tax status certificate', doc_proof_address: 'Proof of address' } as const;
const TEXT_FIELDS: Record<1 | 2 | 3, Record<string, string>> = { 1: SHOP_FIELDS, 2: TAXPAYER_FIELDS, 3: ACCOUNT_FIELDS };

const stepOf = (s: Snapshot): Step | null => (typeof s.value === 'object' && 'open' in s.value ? STEPS[s.value.open as string] : null);
const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).queryByRole('button', { name });
const field = (label: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
const fileInput = (label: string) => within(dialog()).getByRole('button', { name: new RegExp(`^${label}`) });
const bankSelect = () => within(dialog()).getByRole('combobox', { name: /^Bank/ });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const busy = (b: HTMLElement | null) => b?.hasAttribute('data-loading') ?? false;
const usable = (b: HTMLElement | null): b is HTMLElement => b !== null && !(b as HTMLButtonElement).disabled;
const digits = (v: string) => v.replace(/\D/g, '');

/**
 * A move's form as the view sends it: the step shown as the event has it, typed the way its fields take it (digits
 * only where the field keeps digits, the RFC in capitals), every other step and the logo as the chart holds them
 * (the test DOM draws no picture: the logo is the browser test's).
 */
function asTyped(form: CoreInfoForm, held: CoreInfoForm, step: Step | null): CoreInfoForm {
  if (step === 1) return { ...held, shop: { ...form.shop, country_code: digits(form.shop.country_code), phone: digits(form.shop.phone) } };
  if (step === 2) return { ...held, taxpayer: { ...form.taxpayer, rfc: form.taxpayer.rfc.toUpperCase() }, documents: form.documents };
  if (step === 3) return { ...held, account: { ...form.account, interbank_key: digits(form.account.interbank_key), account_number: digits(form.account.account_number) } };
  return held;
}

/** Types the step's fields; false where the view cannot hold the form (a chosen document is never taken back here, a bank not listed). */
function fill(form: CoreInfoForm, s: Snapshot): boolean {
  const step = stepOf(s);
  const held = s.context.form;
  if (step === 1) {
    for (const [key, label] of Object.entries(SHOP_FIELDS)) type(label, form.shop[key as keyof typeof SHOP_FIELDS]);
    if (held.shop.more_than_one !== form.shop.more_than_one) fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'My brand has more than one store' }));
    if (!form.shop.more_than_one || !form.shop.notUnder.every((id) => shopInfo.branchs.some((b) => b.id === id))) return form.shop.more_than_one === held.shop.more_than_one && JSON.stringify(form.shop.notUnder) === JSON.stringify(held.shop.notUnder);
    let picked = [...held.shop.notUnder];
    for (const store of shopInfo.branchs.filter((b) => form.shop.notUnder.includes(b.id) !== picked.includes(b.id))) {
      fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Stores that do not share/ }));
      fireEvent.click(screen.getByRole('option', { name: store.name }));
      picked = picked.includes(store.id) ? picked.filter((id) => id !== store.id) : [...picked, store.id];
    }
    return JSON.stringify(picked) === JSON.stringify(form.shop.notUnder);
  }
  if (step === 2) {
    // Step 2's file inputs are its two documents, in the order the fields show.
    const inputs = dialog().querySelectorAll<HTMLInputElement>('input[type="file"]');
    for (const [i, key] of (Object.keys(DOCUMENT_FIELDS) as (keyof typeof DOCUMENT_FIELDS)[]).entries()) {
      const file = form.documents[key];
      if (file === held.documents[key]) continue;
      if (file === null) return false;
      fireEvent.change(inputs[i], { target: { files: [file] } });
    }
    for (const [key, label] of Object.entries(TAXPAYER_FIELDS)) type(label, form.taxpayer[key as keyof typeof TAXPAYER_FIELDS]);
    return true;
  }
  if (step === 3) {
    for (const [key, label] of Object.entries(ACCOUNT_FIELDS)) type(label, form.account[key as keyof typeof ACCOUNT_FIELDS]);
    const bank = banks.find((b) => b.id === form.account.bank_id);
    if (!bank) return form.account.bank_id === held.account.bank_id;
    if (form.account.bank_id !== held.account.bank_id) {
      fireEvent.click(bankSelect());
      fireEvent.click(screen.getByRole('option', { name: bank.bank }));
    }
    return true;
  }
  return true;
}

const press = (b: HTMLElement | null) => usable(b) && (fireEvent.click(b), true);

function view(branchId: number | null): ViewOracle<typeof coreInfoWizardMachine> {
  const title = branchId === null ? 'Your shop data' : `Data of ${STORE_NAME}`;

  /** What a step shows: its own fields only, holding the chart's form, each with its error; Previous where the
   *  spec offers it, disabled while busy or while the step's rules are broken; Next busy while saving. */
  function theStep(c: C, step: Step, saving = false) {
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    for (const [n, fields] of Object.entries(TEXT_FIELDS)) {
      for (const [key, label] of Object.entries(fields)) {
        if (Number(n) !== step) {
          expect(within(dialog()).queryByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) }), label).toBeNull();
          continue;
        }
        const part = step === 1 ? c.form.shop : step === 2 ? c.form.taxpayer : c.form.account;
        expect(field(label), label).toHaveValue(part[key as keyof typeof part]);
        const refusal = c.fieldErrors[key]?.[0];
        if (refusal) expect(errorOn(field(label)), `${label}'s error`).toBe(refusal);
        else if (c.problems[key]) expect(errorOn(field(label)), `${label}'s error`).not.toBeNull();
        expect(field(label)).toHaveProperty('disabled', saving);
      }
    }
    if (step === 2) {
      for (const label of Object.values(DOCUMENT_FIELDS)) expect(fileInput(label)).toBeInTheDocument();
      // A document stored under a name says leaving the field empty keeps it.
      const named = [c.info?.name_taxpayer, c.info?.name_proof_address].filter(Boolean).length;
      expect(within(dialog()).queryAllByText('Left empty, the stored one is kept.')).toHaveLength(named);
    }
    if (step === 3) expect(bankSelect()).toHaveValue(banks.find((b) => b.id === c.form.account.bank_id)?.bank ?? '');
    if (c.error && Object.keys(c.fieldErrors).length === 0) expect(within(dialog()).getByText(c.error)).toBeInTheDocument();
    const previous = button('Previous');
    expect(previous !== null, 'Previous shown').toBe(step >= (branchId === null ? 2 : 3));
    if (saving && previous) expect(previous).toBeDisabled();
    if (step === 4) {
      // The card editor, its cards on their way.
      expect(within(dialog()).getByLabelText('Loading')).toBeInTheDocument();
      expect(button('Save')).toBeEnabled();
      expect(button('Next')).toBeNull();
    } else expect(busy(button('Next')), 'Next busy').toBe(saving);
    // Step 1 is the shop's only: a store's wizard says it is locked.
    expect(within(dialog()).queryByText("The shop data are the brand's: they are edited in its wizard.") !== null).toBe(branchId !== null);
  }

  return {
    render: () => render(<CoreInfoWizard shopId={SHOP} branchId={branchId} onClose={onClose} />),
    drive: {
      // The view opens the wizard as it shows: the path's open is the one it sent.
      'wizard.open': (e) => {
        expect((e as { branchId: number | null }).branchId).toBe(branchId);
        return true;
      },
      'xstate.done.actor.loadCoreInfo': async (e) => {
        const { info, banks: list } = (e as Done<{ info: unknown; banks: unknown }>).output;
        await banksCall.resolve(list);
        await infoCall.resolve(info);
        return true;
      },
      'xstate.error.actor.loadCoreInfo': async (e) => (await infoCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveShopData': async (e) => (await shopDataCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveShopData': async (e) => (await shopDataCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveTaxpayer': async (e) => (await taxpayerCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveTaxpayer': async (e) => (await taxpayerCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveAccount': async (e) => (await accountCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveAccount': async (e) => (await accountCall.reject((e as Failure).error), true),
      // A button the step's broken rules disable cannot be pressed: the chart gets the event itself.
      'wizard.next': (e, s) => fill((e as { form: CoreInfoForm }).form, s) && press(button('Next')),
      'wizard.previous': (e, s) => fill((e as { form: CoreInfoForm }).form, s) && press(button('Previous')),
      'wizard.goto': (e, s) => {
        if (!fill((e as { form: CoreInfoForm }).form, s)) return false;
        const indicator = dialog().querySelectorAll<HTMLElement>('.mantine-Stepper-step')[(e as { step: number }).step - 1];
        fireEvent.click(indicator);
        return true;
      },
      'wizard.finish': () => press(button('Save')),
      'wizard.close': () => (fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' })), true),
    },
    sees: {
      closed: () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(onClose).toHaveBeenCalled();
      },
      loading: (c) => {
        expect(within(dialog()).getByLabelText('Loading your shop data')).toBeInTheDocument();
        expect(api.fetchShopCoreInfo).toHaveBeenLastCalledWith({ shopId: c.shopId, branchId: c.branchId });
        expect(api.fetchShopBanks).toHaveBeenLastCalledWith(c.shopId);
      },
      'open.shopData': (c) => theStep(c, 1),
      'open.savingShopData': (c) => {
        theStep(c, 1, true);
        expect(api.saveShopData).toHaveBeenLastCalledWith(expectedRequests.saveShopData(c));
      },
      'open.taxpayer': (c) => theStep(c, 2),
      'open.savingTaxpayer': (c) => {
        theStep(c, 2, true);
        expect(api.saveTaxpayer).toHaveBeenLastCalledWith(expectedRequests.saveTaxpayer(c));
      },
      'open.account': (c) => theStep(c, 3),
      'open.savingAccount': (c) => {
        theStep(c, 3, true);
        expect(api.saveAccount).toHaveBeenLastCalledWith(expectedRequests.saveAccount(c));
      },
      'open.cards': (c) => theStep(c, 4),
    },
  };
}

type OracleEvent = ReturnType<typeof coreInfoWizardOracle.events>[number];
/** The oracle's events as the view sends them, the wizard opened for `branchId` only. */
const sentFor = (branchId: number | null) => (s: Snapshot) =>
  coreInfoWizardOracle
    .events(s)
    .filter((e) => e.type !== 'wizard.open' || (e as { branchId: number | null }).branchId === branchId)
    .map((e): OracleEvent => ('form' in e ? { ...e, form: asTyped(e.form, s.context.form, stepOf(s)) } : e));

describeViewPaths({ ...coreInfoWizardOracle, events: sentFor(null) }, view(null), 'the shop');
describeViewPaths({ ...coreInfoWizardOracle, events: sentFor(STORE) }, view(STORE), 'a store');

const at = () => actorOf(coreInfoWizardOracle.machine.id).getSnapshot() as Snapshot;

it("closing, a failed load and the last step's Save hand the wizard back, at step 1 with nothing kept", async () => {
  const shop = view(null);
  shop.render();
  await infoCall.reject(new Error('offline'));
  await waitFor(() => expect(at().value).toBe('closed'));
  shop.sees.closed(at().context);

  cleanup();
  onClose.mockClear();
  shop.render();
  await banksCall.resolve(banks);
  await infoCall.resolve(shopInfo);
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(at().value).toBe('closed'));
  shop.sees.closed(at().context);

  cleanup();
  onClose.mockClear();
  shop.render();
  await banksCall.resolve(banks);
  await infoCall.resolve(shopInfo);
  await shop.drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(good, at().context.form, 1) }, at());
  await shopDataCall.resolve(shopSaved);
  expect(at().value).toEqual({ open: 'taxpayer' });
  await shop.drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(good, at().context.form, 2) }, at());
  await taxpayerCall.resolve(shopSaved);
  await shop.drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(good, at().context.form, 3) }, at());
  await accountCall.resolve(shopSaved);
  expect(at().value).toEqual({ open: 'cards' });
  // Step 4's own indicator is no way back.
  act(() => actorOf(coreInfoWizardOracle.machine.id).send({ type: 'wizard.goto', step: 4, form: at().context.form }));
  expect(at().value).toEqual({ open: 'cards' });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(at().value).toBe('closed'));
  shop.sees.closed(at().context);
  expect(await screen.findByText('Your shop data are complete.')).toBeInTheDocument();
});

it('a shop without stored documents: step 2 asks for both, Next stays disabled, and a move without them is refused on their fields', async () => {
  view(null).render();
  await banksCall.resolve(banks);
  await infoCall.resolve(shopInfo);
  await view(null).drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(good, at().context.form, 1) }, at());
  // The save answers the shop as it was: no document stored yet.
  await shopDataCall.resolve({ info: shopInfo, message: 'Saved.' });
  expect(at().value).toEqual({ open: 'taxpayer' });
  type('Taxpayer', good.taxpayer.taxpayer);
  type('RFC', good.taxpayer.rfc);
  expect(button('Next')).toBeDisabled();
  expect(within(dialog()).queryByText('Left empty, the stored one is kept.')).toBeNull();
  act(() => actorOf(coreInfoWizardOracle.machine.id).send({ type: 'wizard.next', form: { ...at().context.form, taxpayer: good.taxpayer } }));
  expect(at().value).toEqual({ open: 'taxpayer' });
  expect(at().context.problems).toEqual({ doc_taxpayer: 'required', doc_proof_address: 'required' });
  for (const label of Object.values(DOCUMENT_FIELDS)) expect(errorOn(fileInput(label)), label).not.toBeNull();
});

it("a store's wizard: its indicators are not buttons to press, and a move to an earlier step by one goes nowhere", async () => {
  const store = view(STORE);
  store.render();
  await banksCall.resolve(banks);
  await infoCall.resolve(storeInfo);
  await store.drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(kept, at().context.form, 2) }, at());
  await taxpayerCall.resolve(storeSaved);
  await store.drive?.['wizard.next']?.({ type: 'wizard.next', form: asTyped(good, at().context.form, 3) }, at());
  await accountCall.resolve(storeSaved);
  expect(at().value).toEqual({ open: 'cards' });
  for (const step of [1, 2, 3] as const) {
    fireEvent.click(dialog().querySelectorAll<HTMLElement>('.mantine-Stepper-step')[step - 1]);
    act(() => actorOf(coreInfoWizardOracle.machine.id).send({ type: 'wizard.goto', step, form: at().context.form }));
    expect(at().value, `step ${step}`).toEqual({ open: 'cards' });
  }
});
