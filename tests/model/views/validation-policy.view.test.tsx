// The lot admin's policy editor on /validations (src/ui/parking/validations/policy-editor.tsx) along the shortest
// path to every state of the validation-policy chart, its actors stubbed (the replay answers for them): the loader,
// a failed read with Retry, each shop of the plaza with what it may validate and how it pays, the editor of one
// shop's policy with Save only for a valid policy, the server's refusal on its field or as the editor's message,
// saving (issue 21 item 3).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { validationPolicyMachine } from '../../../src/machines/validation-policy/validation-policy.machine';
import { PolicyEditor } from '../../../src/ui/parking/validations/policy-editor';
import { render } from '../../ui/render';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { rows, savable, validationPolicyOracle } from '../oracles/validation-policy.oracle';

vi.mock('../../../src/machines/validation-policy/validation-policy.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ validationPolicyMachine: typeof validationPolicyMachine }>();
  return { ...chart, validationPolicyMachine: probed(chart.validationPolicyMachine) };
});

setLocale('en');
const button = (name: string) => screen.queryByRole('button', { name });
const click = (name: string) => {
  const b = button(name);
  if (!b || b.hasAttribute('disabled')) return false;
  fireEvent.click(b);
  return true;
};
/** The screen's alerts, not the toasts. */
const alerts = () => screen.queryAllByRole('alert').filter((a) => !a.className.includes('Notification'));
const shopName = (id: number | null) => rows.find((r) => r.shop_id === id)?.shop_name ?? '';

const view: ViewOracle<typeof validationPolicyMachine> = {
  render: () => void render(<PolicyEditor parkingId={1} />),
  drive: {
    'policy.retryLoad': () => click('Retry'),
    'policy.edit': (e) => click(`Edit the policy of ${shopName((e as { shopId: number }).shopId) || '?'}`),
    'policy.save': () => click('Save'),
    'policy.cancel': () => click('Cancel'),
  },
  sees: {
    loading: () => expect(screen.getByLabelText('Loading')).toBeInTheDocument(),
    loadFailed: (c) => {
      expect(alerts()[0]).toHaveTextContent(`The policies could not be loaded${c.error}`);
      expect(button('Retry')).not.toBeNull();
    },
    list: (c) => {
      const table = screen.getByRole('table', { name: 'Shops that may validate' });
      const [, boutique, centro] = within(table).getAllByRole('row');
      expect(boutique).toHaveTextContent('Boutique NorteSucursal NorteMay not validate');
      const policy = c.rows[1].policy;
      expect(centro).toHaveTextContent(
        policy?.max_minutes === 120 ? 'Tienda CentroSucursal CentroActiveup to 120 minutes · up to 50% · up to MXN 50.001 credit per validation' : 'Tienda Centro',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    editing: (c) => {
      const dialog = screen.getByRole('dialog', { name: `Validation policy of ${shopName(c.shopId)}` });
      expect(within(dialog).getByRole('switch', { name: 'May validate parking' })).toHaveProperty('checked', c.draft.active);
      expect(within(dialog).getByRole('textbox', { name: 'Most free minutes' })).toHaveValue(String(c.draft.max_minutes));
      expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !savable(c.draft));
      expect(within(dialog).queryByRole('textbox', { name: /^Credits per validation/ }) !== null).toBe(c.draft.billing === 'credits');
      const onCost = c.fieldErrors.credits_cost?.[0];
      if (onCost && c.draft.billing === 'credits') expect(within(dialog).getByText(onCost)).toBeInTheDocument();
      const message = c.error !== null && Object.keys(c.fieldErrors).length === 0 ? [c.error] : [];
      expect(alerts().map((a) => a.textContent)).toEqual(message);
    },
    saving: () => {
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    },
  },
};

describeViewPaths(validationPolicyOracle, view);

describe('validation-policy view stories', () => {
  it('sends what the admin types: maxima, billing in credits and its cost', () => {
    view.render();
    const actor = actorOf('validationPolicy');
    act(() => actor.send({ type: 'xstate.done.actor.loadPolicies', output: rows } as never));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the policy of Boutique Norte' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Most free minutes' }), { target: { value: '90' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Largest percentage' }), { target: { value: '20' } });
    expect(actor.getSnapshot().context.draft).toMatchObject({ max_minutes: 90, max_percent: 20, billing: 'monthly' });
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    fireEvent.click(dialog.getByRole('switch', { name: 'May validate parking' }));
    expect(actor.getSnapshot().context.draft.active).toBe(false);
  });
});
