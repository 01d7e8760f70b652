// The phone search (spec 2 §2 operator screen, §5): required, numeric, exactly 10 digits; Enter searches; the
// button needs `operators.search`. Editing the phone clears the quote on screen. A `phone` in the address (the
// command palette's open visit) fills the field and searches it once.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, type RefObject } from 'react';
import { useSearch } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { phoneProblem } from '../../../machines/checkout/checkout-rules';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { selectIsCheckingOut, selectIsSearching } from '../../../machines/checkout/checkout.selectors';
import { fieldMessage } from '../../components/validation';

type Props = {
  canSearch: boolean;
  /** Filled with the form's reset, which the chart calls after a checkout. */
  resetRef: RefObject<(() => void) | null>;
};

export function PhoneSearch({ canSearch, resetRef }: Props) {
  const { t } = useTranslate();
  const actor = CheckoutActorContext.useActorRef();
  const searching = CheckoutActorContext.useSelector(selectIsSearching);
  const checkingOut = CheckoutActorContext.useSelector(selectIsCheckingOut);
  const serverError = CheckoutActorContext.useSelector((s) => (s.context.failedStep === 'quote' ? (s.context.fieldErrors.phone?.[0] ?? null) : null));
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validate: {
      phone: (value: string) => {
        const code = phoneProblem(value.trim());
        return code ? fieldMessage(code, 'operator.phone') : null;
      },
    },
  });

  useEffect(() => {
    resetRef.current = () => form.reset();
  });

  const asked = new URLSearchParams(useSearch()).get('phone');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || applied.current === asked || !canSearch || phoneProblem(asked) !== null) return;
    applied.current = asked;
    form.setFieldValue('phone', asked);
    actor.send({ type: 'checkout.search', phone: asked });
  }, [asked, canSearch, actor, form]);

  const input = form.getInputProps('phone');
  return (
    <form
      noValidate
      aria-label={t('operator.search')}
      onSubmit={form.onSubmit(({ phone }) => actor.send({ type: 'checkout.search', phone: phone.trim() }))}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          {...input}
          style={{ flex: 1, maxWidth: 320 }}
          label={t('operator.phone')}
          description={t('operator.phoneHint')}
          placeholder="8112345678"
          inputMode="numeric"
          autoComplete="tel"
          required
          disabled={checkingOut}
          error={input.error ?? serverError}
          onChange={(event) => {
            const phone = event.currentTarget.value;
            form.setFieldValue('phone', phone);
            actor.send({ type: 'checkout.phoneChanged', phone: phone.trim() });
          }}
        />
        <Button type="submit" mt={46} loading={searching} disabled={!canSearch || checkingOut}>
          {t('operator.search')}
        </Button>
      </Group>
      {canSearch ? null : (
        <Text size="sm" c="dimmed" mt="xs">{t('operator.noPermission')}</Text>
      )}
    </form>
  );
}
