// The fiscal and bank data modal (src/ui/parking/properties/fiscal-info-modal.tsx) along the shortest path to
// every state of its chart, for a lot without data and one with stored data, its actors running against a mocked
// core-info service: the loader, the failed read with Retry, step 1 (taxpayer name, RFC, the two documents with
// the stored ones' names and downloads, busy while one is on its way), step 2 (the CLABE in blocks naming its bank, the account, the bank
// list, the names), the broken rules and the refusal on their fields, the busy save without a way to close, the
// toast and the close (spec 3 §2 "Fiscal and bank info modal (2 steps)", §5 Fiscal, §7).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { CoreInfo } from '../../../src/contracts/core-info.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { Documents, FiscalValues } from '../../../src/machines/fiscal-info/fiscal-form';
import type { FiscalInfoContext, FiscalInfoEvent, fiscalInfoMachine } from '../../../src/machines/fiscal-info/fiscal-info.machine';
import { FiscalInfoModal } from '../../../src/ui/parking/properties/fiscal-info-modal';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { badAccount, badTaxpayer, banks, bothDocuments, expectedRequest, fiscalInfoOracle, LOT, noDocuments, rfcRefused, stored } from '../oracles/fiscal-info.oracle';

const api = vi.hoisted(() => ({ fetchCoreInfo: vi.fn(), fetchBanks: vi.fn(), saveCoreInfo: vi.fn(), downloadDocument: vi.fn() }));
vi.mock('../../../src/services/core-info.api', () => api);
vi.mock('../../../src/machines/fiscal-info/fiscal-info.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ fiscalInfoMachine: typeof fiscalInfoMachine }>();
  return { ...chart, fiscalInfoMachine: probed(chart.fiscalInfoMachine, ['loadFiscalInfo', 'saveFiscalInfo', 'downloadDocument']) };
});

setLocale('en');
const coreInfoCall = settleable();
const banksCall = settleable();
const saveCall = settleable();
const downloadCall = settleable();
const close = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  for (const call of [coreInfoCall, banksCall, saveCall, downloadCall]) call.reset();
  api.fetchCoreInfo.mockImplementation(coreInfoCall.impl);
  api.fetchBanks.mockImplementation(banksCall.impl);
  api.saveCoreInfo.mockImplementation(saveCall.impl);
  api.downloadDocument.mockImplementation(downloadCall.impl);
});

type C = FiscalInfoContext;
type FormEvent = Extract<FiscalInfoEvent, { values: FiscalValues }>;
const LOT_NAME = 'Fundadores';
const TITLE = `Fiscal and bank data · ${LOT_NAME}`;
const TEXT_LABELS = {
  taxpayer_name: 'Taxpayer name',
  rfc: 'RFC',
  interbank_account: 'Interbank key (CLABE)',
  bank_account: 'Account number',
  account_owner: 'Receiver name',
  identifying_name: 'Identifying name',
} as const;
const STEP_ONE = ['taxpayer_name', 'rfc'] as const;
const STEP_TWO = ['interbank_account', 'bank_account', 'account_owner', 'identifying_name'] as const;
const DOCUMENT_LABELS = { taxpayer_file: 'Tax certificate', address_file: 'Proof of address' } as const;

const dialog = () => screen.getByRole('dialog', { name: TITLE });
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
const field = (label: string) => {
  const input = within(dialog()).getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)).find((el) => el.tagName === 'INPUT' || el.tagName === 'BUTTON');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
};
const bankSelect = () => within(dialog()).getByRole('combobox', { name: /^Bank/ });
const fileInputs = () => [...dialog().querySelectorAll<HTMLInputElement>('input[type="file"]')];
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const busy = (b: HTMLElement) => b.hasAttribute('data-loading');
const blocks = (digits: string) => [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 17), digits.slice(17)].filter((b) => b !== '').join(' ');
const storedName = (address: string) => address.split('/').pop() as string;

/** The documents the view holds (chosen through its file inputs), to tell whether an event's can be chosen. */
let chosen: Documents = noDocuments;

function chooseDocuments(documents: Documents): boolean {
  const inputs = fileInputs();
  for (const [i, key] of (['taxpayer_file', 'address_file'] as const).entries()) {
    const file = documents[key];
    if (file === chosen[key]) continue;
    // A chosen document is taken back with the field's clear button, which these replays do not press.
    if (file === null) return false;
    fireEvent.change(inputs[i], { target: { files: [file] } });
  }
  chosen = documents;
  return true;
}

function fillStepTwo(values: FiscalValues) {
  for (const key of STEP_TWO) type(TEXT_LABELS[key], values[key]);
  const bank = banks.find((b) => b.id === values.bank_id);
  if (bank && (bankSelect() as HTMLInputElement).value !== `${bank.code} · ${bank.bank}`) {
    fireEvent.click(bankSelect());
    fireEvent.click(screen.getByRole('option', { name: `${bank.code} · ${bank.bank}` }));
  }
}

const view: ViewOracle<typeof fiscalInfoMachine> = {
  render: () => {
    chosen = noDocuments;
    render(<FiscalInfoModal lot={{ id: LOT, name: LOT_NAME }} onClose={close} />);
  },
  drive: {
    'xstate.done.actor.loadFiscalInfo': async (e) => {
      const { info, banks: list } = (e as Done<{ info: CoreInfo | null; banks: typeof banks }>).output;
      await banksCall.resolve(list);
      await coreInfoCall.resolve(info);
      return true;
    },
    'xstate.error.actor.loadFiscalInfo': async (e) => (await coreInfoCall.reject((e as Failure).error), true),
    'xstate.done.actor.saveFiscalInfo': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.saveFiscalInfo': async (e) => (await saveCall.reject((e as Failure).error), true),
    'xstate.done.actor.downloadDocument': async () => (await downloadCall.resolve(undefined), true),
    'xstate.error.actor.downloadDocument': async (e) => (await downloadCall.reject((e as Failure).error), true),
    'fiscal.retry': () => (fireEvent.click(button('Retry')), true),
    'fiscal.download': (e, s) => {
      // A lot without stored documents has no download: the chart gets the event itself.
      if (!s.context.info) return false;
      fireEvent.click(button(`Download ${DOCUMENT_LABELS[(e as Extract<FiscalInfoEvent, { type: 'fiscal.download' }>).field]}`));
      return true;
    },
    'fiscal.next': (e) => {
      const { values, documents } = e as FormEvent;
      if (!chooseDocuments(documents)) return false;
      for (const key of STEP_ONE) type(TEXT_LABELS[key], values[key]);
      fireEvent.click(button('Next'));
      return true;
    },
    'fiscal.back': (e) => {
      fillStepTwo((e as FormEvent).values);
      fireEvent.click(button('Back'));
      return true;
    },
    'fiscal.save': (e) => {
      fillStepTwo((e as FormEvent).values);
      fireEvent.click(button('Save'));
      return true;
    },
    'fiscal.close': () => {
      // The loader and the failed read have no Cancel: the modal's close button closes them.
      const cancel = within(dialog()).queryByRole('button', { name: 'Cancel' });
      fireEvent.click(cancel ?? (dialog().querySelector('.mantine-Modal-close') as HTMLElement));
      return true;
    },
  },
  sees: {
    loading: () => {
      expect(within(dialog()).getByLabelText('Loading the fiscal data')).toBeInTheDocument();
      expect(api.fetchCoreInfo).toHaveBeenCalledWith(LOT);
      expect(api.fetchBanks).toHaveBeenCalled();
    },
    loadFailed: (c) => {
      expect(within(dialog()).getByText('The fiscal data could not be read')).toBeInTheDocument();
      expect(within(dialog()).getByText(c.error as string)).toBeInTheDocument();
      expect(button('Retry')).toBeEnabled();
    },
    'taxpayer.ready': (c) => theStep(c, 1),
    'taxpayer.downloading': (c) => {
      theStep(c, 1, false, true);
      expect(api.downloadDocument).toHaveBeenCalledTimes(1);
      expect([stored.taxpayer_file, stored.address_file]).toContain(api.downloadDocument.mock.calls[0][0]);
    },
    account: (c) => theStep(c, 2),
    saving: (c) => {
      theStep(c, 2, true);
      expect(api.saveCoreInfo).toHaveBeenLastCalledWith(expectedRequest(c));
    },
    saved: async () => {
      expect(await screen.findByText('Saved.')).toBeInTheDocument();
      expect(close).toHaveBeenCalledTimes(1);
    },
    closed: () => {
      expect(close).toHaveBeenCalledTimes(1);
      expect(api.saveCoreInfo).not.toHaveBeenCalled();
    },
  },
};

/** The message a field shows: the server's, else its broken rule's. */
function expectedError(c: C, key: string, label: string): string | null {
  const code = c.problems[key];
  const rule = code === 'documentType' ? 'The file must be a PDF, JPEG or PNG document.' : code === 'documentSize|5' ? 'The file may be at most 5 MB.' : code ? validationMessage(code, label.toLowerCase(), 'en') : null;
  return c.fieldErrors[key]?.[0] ?? rule;
}

/** A step: its fields only, holding the context's values, each with its error; the refusal above; the stored
 *  documents' names and downloads on step 1; Back and Save (busy while saving, no way to close) on step 2. */
function theStep(c: C, step: 1 | 2, saving = false, downloading = false) {
  const shown = step === 1 ? STEP_ONE : STEP_TWO;
  for (const [key, label] of Object.entries(TEXT_LABELS) as [keyof typeof TEXT_LABELS, string][]) {
    if (!(shown as readonly string[]).includes(key)) {
      expect(within(dialog()).queryByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), label).toBeNull();
      continue;
    }
    expect(field(label), label).toHaveValue(key === 'interbank_account' ? blocks(c.values[key]) : c.values[key]);
    expect(errorOn(field(label)), `${label}'s error`).toBe(expectedError(c, key, label));
  }
  if (step === 1) {
    for (const [key, label] of Object.entries(DOCUMENT_LABELS) as [keyof typeof DOCUMENT_LABELS, string][]) {
      expect(errorOn(field(label)), `${label}'s error`).toBe(expectedError(c, key, label));
      const address = c.info?.[key];
      if (address) {
        expect(within(dialog()).getByText(`Stored: ${storedName(address)}`)).toBeInTheDocument();
        expect(button(`Download ${label}`)).toHaveProperty('disabled', downloading);
      } else expect(within(dialog()).queryByRole('button', { name: `Download ${label}` })).toBeNull();
    }
    expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(button('Next')).toBeEnabled();
  } else {
    const bank = banks.find((b) => b.id === c.values.bank_id);
    expect(bankSelect()).toHaveValue(bank ? `${bank.code} · ${bank.bank}` : '');
    expect(errorOn(bankSelect()), "Bank's error").toBe(expectedError(c, 'bank_id', 'Bank'));
    expect(button('Back')).toHaveProperty('disabled', saving);
    expect(busy(button('Save')), 'Save busy').toBe(saving);
  }
  if (c.error) expect(within(dialog()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(dialog()).queryByRole('alert')).toBeNull();
  expect(button('Cancel')).toHaveProperty('disabled', saving);
  expect(dialog().querySelector('.mantine-Modal-close') === null, 'no close button').toBe(saving);
}

type Snapshot = Parameters<typeof fiscalInfoOracle.events>[0];
type OracleEvent = ReturnType<typeof fiscalInfoOracle.events>[number];
const pick = (values: FiscalValues, keys: readonly (keyof FiscalValues)[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));

/** A step's button sends the whole form: the other step's fields hold what the chart holds (a step shows only its
 *  own fields), and step 2 carries the documents chosen on step 1. The oracle's events as the view sends them. */
function asSent(e: OracleEvent, { context }: Snapshot): OracleEvent {
  if (e.type === 'fiscal.next') return { ...e, values: { ...e.values, ...pick(context.values, [...STEP_TWO, 'bank_id']) } };
  if (e.type === 'fiscal.back' || e.type === 'fiscal.save') return { ...e, values: { ...e.values, ...pick(context.values, STEP_ONE) }, documents: context.documents };
  return e;
}
const sent = (s: Snapshot) => fiscalInfoOracle.events(s).map((e) => asSent(e, s));
describeViewPaths({ ...fiscalInfoOracle, events: sent }, view, 'a lot without data');
/** The same chart, the stored data read first: its shortest paths go through a lot that has its documents. */
const storedFirst = (s: Snapshot) => {
  const events = sent(s);
  const loadsStored = (e: OracleEvent) => e.type === 'xstate.done.actor.loadFiscalInfo' && (e as Done<{ info: unknown }>).output.info !== null;
  return [...events.filter(loadsStored), ...events.filter((e) => !loadsStored(e))];
};
describeViewPaths({ ...fiscalInfoOracle, events: storedFirst }, view, 'a lot with stored data');

const at = () => actorOf(fiscalInfoOracle.machine.id).getSnapshot() as ChartSnapshot<C>;

it('a typed CLABE shows in blocks and picks its bank; the broken rules show on each step; a refusal shows its step', async () => {
  view.render();
  await banksCall.resolve(banks);
  await coreInfoCall.resolve(stored);
  await waitFor(() => expect(at().value).toEqual({ taxpayer: 'ready' }));
  expect(field('Taxpayer name')).toHaveValue(stored.taxpayer_name);

  type('RFC', 'eno0101017a1');
  expect(field('RFC')).toHaveValue('ENO0101017A1');
  view.drive?.['fiscal.next']?.({ type: 'fiscal.next', values: badTaxpayer, documents: noDocuments }, at());
  expect(at().value).toEqual({ taxpayer: 'ready' });
  theStep(at().context, 1);
  expect(errorOn(field('Taxpayer name'))).toBe('The taxpayer name field must be at least 5 characters.');
  expect(errorOn(field('RFC'))).toBe('The rfc field is invalid.');

  fireEvent.click(button(`Download ${DOCUMENT_LABELS.taxpayer_file}`));
  expect(at().value).toEqual({ taxpayer: 'downloading' });
  expect(api.downloadDocument).toHaveBeenCalledWith(stored.taxpayer_file);
  await downloadCall.resolve(undefined);
  expect(at().value).toEqual({ taxpayer: 'ready' });

  view.drive?.['fiscal.next']?.({ type: 'fiscal.next', values: stored as unknown as FiscalValues, documents: bothDocuments }, at());
  expect(at().value).toBe('account');
  expect(field('Interbank key (CLABE)')).toHaveValue('002 010 07777777777 1');
  expect(bankSelect()).toHaveValue('002 · BANAMEX');
  type('Interbank key (CLABE)', '072-180-00000000001-3 99');
  expect(field('Interbank key (CLABE)')).toHaveValue('072 180 00000000001 3');
  expect(bankSelect()).toHaveValue('072 · BANORTE');
  type('Account number', '0777-777 7777');
  expect(field('Account number')).toHaveValue('07777777777');

  view.drive?.['fiscal.save']?.({ type: 'fiscal.save', values: badAccount, documents: bothDocuments }, at());
  expect(at().value).toBe('account');
  theStep(at().context, 2);
  expect(errorOn(field('Interbank key (CLABE)'))).toBe('The interbank key (clabe) field has a wrong check digit: check its 18 digits.');

  fireEvent.click(button('Back'));
  expect(at().value).toEqual({ taxpayer: 'ready' });
  fireEvent.click(button('Next'));
  expect(at().value).toBe('account');
  // Back kept what step 2 held.
  expect(field('Account number')).toHaveValue('123');
  type('Interbank key (CLABE)', '072180000000000013');
  type('Account number', '07777777777');
  type('Receiver name', 'Norte Estacionamientos');
  type('Identifying name', 'Caja Norte');
  fireEvent.click(button('Save'));
  expect(at().value).toBe('saving');
  expect(api.saveCoreInfo).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ interbank_account: '072180000000000013', bank_id: 16, rfc: 'ENO0101017A1' }), documents: bothDocuments }));
  await saveCall.reject(rfcRefused);
  expect(at().value).toEqual({ taxpayer: 'ready' });
  expect(errorOn(field('RFC'))).toBe('The rfc field is invalid.');
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('The rfc field is invalid.');
});
