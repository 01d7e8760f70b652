// The offer form (src/ui/shopping/to-go/offer-form-modal.tsx) along the shortest path to every state of the
// offer-form chart, its send running against a mocked store-requests service: the fields with their broken rules
// once Send was pressed and the server's refusals on them, the confirmation with the product, the total and the
// credits it costs, the busy send, "Too late!", no credits (the owner must buy more), another refusal with Back.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { offerFormMachine } from '../../../src/machines/offer-form/offer-form.machine';
import { OfferFormModal } from '../../../src/ui/shopping/to-go/offer-form-modal';
import { render } from '../../ui/render';
import type { Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { bodyOf, offerFormOracle } from '../oracles/offer-form.oracle';
import { BRANCH_ID, expiredBefore } from '../oracles/request-workspace.oracle';

const api = vi.hoisted(() => ({ sendOffer: vi.fn() }));
vi.mock('../../../src/services/store-requests.api', () => api);
vi.mock('../../../src/machines/offer-form/offer-form.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ offerFormMachine: typeof offerFormMachine }>();
  return { ...chart, offerFormMachine: probed(chart.offerFormMachine, ['sendOffer']) };
});

setLocale('en');
const send = settleable();
const onSent = vi.fn();
const onClose = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  send.reset();
  api.sendOffer.mockImplementation(send.impl);
});

const LABELS = { product: 'Product', price: 'Price (pesos)', discount: 'Discount (%)', discountMinutes: /^Discount lasts/, expiresMinutes: 'Offer expires in (minutes)' } as const;
const dialog = () => screen.getByRole('dialog');
const clickIn = (name: string) => {
  const b = within(dialog()).queryByRole('button', { name });
  return b !== null && !b.hasAttribute('disabled') && (fireEvent.click(b), true);
};

describeViewPaths<typeof offerFormMachine>(offerFormOracle, {
  render: () => render(<OfferFormModal branchId={BRANCH_ID} request={expiredBefore} offerCredits={1} onSent={onSent} onClose={onClose} />),
  drive: {
    'offer.change': (e) => {
      const { field, value } = e as { field: keyof typeof LABELS; value: string };
      const input = within(dialog()).queryByLabelText(LABELS[field]);
      return input !== null && (fireEvent.change(input, { target: { value } }), true);
    },
    'offer.review': () => clickIn('Send'),
    'offer.back': () => clickIn('Back'),
    'offer.confirm': () => clickIn('Send offer'),
    'xstate.done.actor.sendOffer': async (e) => (await send.resolve((e as { output: unknown }).output), true),
    'xstate.error.actor.sendOffer': async (e) => (await send.reject((e as Failure).error), true),
  },
  sees: {
    editing: (c) => {
      expect(within(dialog()).getByText(`Offer for ${expiredBefore.customer_name}`)).toBeInTheDocument();
      for (const [field, label] of Object.entries(LABELS)) expect(within(dialog()).getByLabelText(label)).toHaveValue(c.form[field as keyof typeof LABELS]);
      const price = within(dialog()).getByLabelText(LABELS.price);
      // The price's message: the server's refusal, else its broken rule once Send was pressed.
      const priceOk = bodyOf({ ...c.form, product: 'Taladro', discount: '0' }) !== null;
      if (c.refusals.price) expect(price).toHaveAccessibleDescription(c.refusals.price);
      else if (c.showRules && !priceOk) expect(price).toHaveAccessibleDescription('Write a price from 1 to 1000000 pesos, with up to two decimals');
      else expect(price).not.toHaveAttribute('aria-invalid', 'true');
      expect(onSent).not.toHaveBeenCalled();
    },
    confirming: (c) => {
      expect(within(dialog()).getByTestId('offer-confirm-product')).toHaveTextContent(c.body?.product ?? '');
      const total = Math.round(((c.body?.price_cents ?? 0) * (100 - (c.body?.discount_percent ?? 0))) / 100);
      expect(within(dialog()).getByTestId('offer-confirm-total')).toHaveTextContent(formatMoney(total));
      expect(within(dialog()).getByText('It costs your store 1 credit.')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Send offer' })).not.toBeDisabled();
    },
    sending: (c) => {
      expect(within(dialog()).getByRole('button', { name: 'Back' })).toBeDisabled();
      expect(api.sendOffer).toHaveBeenLastCalledWith({ branchId: BRANCH_ID, requestId: expiredBefore.id, body: c.body });
    },
    sent: () => expect(onSent).toHaveBeenCalledTimes(1),
    tooLate: () => {
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Too late!');
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Your customer already received other offers.');
    },
    noCredits: () => expect(within(dialog()).getByRole('alert')).toHaveTextContent("the shop's owner must buy more"),
    refused: (c) => {
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(c.error ?? '');
      expect(within(dialog()).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    },
  },
});
