// The store's phone panel (src/ui/shopping/stores/phone-panel.tsx) along the shortest path to every state of the
// phone-verification chart, for an unverified and a verified phone: Send code, the server's message, the code
// field with its rule or the server's refusal, the countdown's words and Resend code only at 0, the busy Verify,
// and the verified phone (spec 3 §4 Phone). Send code, Resend code and Verify (with the code typed) are clicked;
// the services' answers and the seconds are sent to the chart.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { PhoneVerificationEvent, phoneVerificationMachine } from '../../../src/machines/phone-verification/phone-verification.machine';
import { PhonePanel } from '../../../src/ui/shopping/stores/phone-panel';
import { render } from '../../ui/render';
import { describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { phoneVerificationOracle, verifiedStore } from '../oracles/phone-verification.oracle';

vi.mock('../../../src/machines/phone-verification/phone-verification.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ phoneVerificationMachine: typeof phoneVerificationMachine }>();
  return { ...chart, phoneVerificationMachine: probed(chart.phoneVerificationMachine) };
});

setLocale('en');
const onVerified = vi.fn();
beforeEach(() => {
  notifications.clean();
  onVerified.mockClear();
});

const panel = () => screen.getByRole('region', { name: 'Phone verification' });
const button = (name: string) => within(panel()).queryByRole('button', { name });
const busy = (b: HTMLElement | null) => b !== null && b.hasAttribute('data-loading');
const codeField = () => within(panel()).getByRole('textbox', { name: /^Code from the SMS/ }) as HTMLInputElement;
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

function view(verified: boolean): ViewOracle<typeof phoneVerificationMachine> {
  const store = { ...verifiedStore, phone_verified: verified };
  const click = (name: string) => () => {
    const b = button(name);
    if (!b) return false;
    fireEvent.click(b);
    return true;
  };
  return {
    render: () => render(<PhonePanel shopId={1} store={store} onVerified={onVerified} />),
    drive: {
      'phone.send': click('Send code'),
      'phone.resend': click('Resend code'),
      'phone.verify': (event) => {
        const { code } = event as Extract<PhoneVerificationEvent, { type: 'phone.verify' }>;
        // The field keeps digits only: a code of other characters is sent as the chart would get it.
        if (!button('Verify') || /[^\d\s]/.test(code)) return false;
        fireEvent.change(codeField(), { target: { value: code } });
        fireEvent.click(button('Verify')!);
        return true;
      },
    },
    sees: {
      unverified: (c) => {
        expect(panel()).toHaveTextContent('Verify the phone +52 8112348001 with a code we send you by SMS.');
        expect(busy(button('Send code'))).toBe(false);
        if (c.error) expect(within(panel()).getByRole('alert')).toHaveTextContent(c.error);
      },
      sending: () => expect(busy(button('Send code'))).toBe(true),
      codeSent: (c) => {
        if (c.message) expect(panel()).toHaveTextContent(c.message);
        const shown = c.problem ? validationMessage(c.problem, 'code from the sms', 'en') : c.error;
        expect(errorOn(codeField())).toBe(shown);
      },
      'codeSent.timer.counting': (c) => {
        expect(panel()).toHaveTextContent(c.countdown === 1 ? 'You can ask for another code in 1 second.' : `You can ask for another code in ${c.countdown} seconds.`);
        expect(button('Resend code')).toBeNull();
      },
      'codeSent.timer.resendable': () => expect(button('Resend code')).not.toBeNull(),
      'codeSent.entry.typing': () => expect(busy(button('Verify'))).toBe(false),
      'codeSent.entry.verifying': () => expect(busy(button('Verify'))).toBe(true),
      verified: () => {
        expect(panel()).toHaveTextContent('The phone +52 8112348001 is verified.');
        expect(button('Send code')).toBeNull();
      },
    },
  };
}

describeViewPaths({ ...phoneVerificationOracle, input: { shopId: 1, storeId: 9, verified: false } }, view(false), 'unverified phone');
describeViewPaths({ ...phoneVerificationOracle, input: { shopId: 1, storeId: 9, verified: true } }, view(true), 'verified phone');
