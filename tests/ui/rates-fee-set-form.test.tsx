// The time-fee form (spec 2 §4-5): defaults, quantity 1-60, a price with two decimals, the first rule not
// removable, rows added after the last, the dollar sign removed before saving.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newFeeSetDraft, toFeeSetForm } from '../../src/machines/fee-set-editor/fee-set-rules';
import { setLocale } from '../../src/i18n/i18n';
import { FeeSetForm } from '../../src/ui/parking/rates/fee-set-form';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

function renderForm(props: Partial<Parameters<typeof FeeSetForm>[0]> = {}) {
  const onSave = vi.fn();
  render(<FeeSetForm draft={newFeeSetDraft()} saving={false} error={null} fieldErrors={{}} onSave={onSave} onCancel={vi.fn()} {...props} />);
  return { onSave };
}

describe('time-fee form', () => {
  it('starts as New Time Fee with one rule of 1 hour at $20.00, and the first rule cannot be removed', () => {
    renderForm();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('New Time Fee');
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    expect(within(rule).getByLabelText(/^Quantity/)).toHaveValue('1');
    expect(within(rule).getByLabelText(/^Price/)).toHaveValue('$20.00');
    expect(within(rule).queryByRole('button', { name: /Remove rule/ })).toBeNull();
  });

  it('in Spanish, the form has no English word and the unit is worded for the quantity', async () => {
    await inSpanish(() => {
      renderForm({ draft: { id: 3, name: 'Tarifa general', rules: [{ qty: 30, unit: 'minute', price: '5.00' }, { qty: 1, unit: 'hour', price: '20.00' }] } });
      expect(within(screen.getByRole('group', { name: 'Regla 1' })).getByRole('combobox', { name: /^Unidad/ })).toHaveValue('minutos');
      expect(within(screen.getByRole('group', { name: 'Regla 2' })).getByRole('combobox', { name: /^Unidad/ })).toHaveValue('hora');
      expect(englishIn(document.body, ['Tarifa general'])).toEqual([]);
    });
  });

  it('adds rows after the last; those can be removed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getAllByRole('group', { name: /^Rule \d/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove rule 3' }));
    expect(screen.getAllByRole('group', { name: /^Rule \d/ })).toHaveLength(2);
  });

  it('refuses a quantity outside 1-60, an empty price and a short name, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await user.clear(within(rule).getByLabelText(/^Quantity/));
    await user.type(within(rule).getByLabelText(/^Quantity/), '61');
    await user.clear(within(rule).getByLabelText(/^Price/));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The quantity must be between 1 and 60.')).toBeInTheDocument();
    expect(screen.getByText('The price field is required.')).toBeInTheDocument();
    expect(screen.getByText('The name field must be at least 3 characters.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the values; the server gets prices without the dollar sign, with two decimals', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    const price = within(rule).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '1234.5');
    fireEvent.blur(price);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const draft = onSave.mock.calls[0][0];
    expect(toFeeSetForm(draft)).toEqual({ id: null, name: 'New Time Fee', rules: [{ qty: 1, unit: 'hour', price: '1234.50' }] });
  });

  it("shows the server's refusal on the field it names and keeps what was typed", () => {
    renderForm({ error: 'The given data was invalid.', fieldErrors: { 'rules.0.price': ['The rules.0.price field is invalid.'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(screen.getByText('The rules.0.price field is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('New Time Fee');
  });
});
