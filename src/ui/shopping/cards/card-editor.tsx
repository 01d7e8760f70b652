// The card editor (spec 1 §2.4 step 4, §5 step 4, §8; issue 17 item 3), driven by the card-editor chart: a
// shop's or branch's saved cards browsed with Previous, Next and Add; a new card has every field; a saved card
// shows its number, expiry and CVV masked and locked. Save is enabled only while the form is valid; the number
// is spaced as typed and names its brand; Delete asks first. Reusable: the payment methods page and the buy flow
// embed it (onSaved hands them each card saved).
import { Alert, Badge, Button, Grid, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { CardOwner, StoredCard } from '../../../contracts/cards.struct';
import { formatDay } from '../../../domain/formats/edge-formats';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { brandOfNumber, cardProblems, digitsOnly, spacedNumber, typedExpiry, type CardValues, type Problems } from '../../../machines/card-editor/card-form';
import { cardEditorMachine, type CardFailure, type CardToast } from '../../../machines/card-editor/card-editor.machine';
import { fieldMessage } from '../../components/validation';
import { showToast } from '../../components/notices';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';

export type CardEditorProps = { owner: CardOwner; onSaved?: (card: StoredCard) => void };

const FAILED: Record<CardFailure['during'], MessageKey> = { load: 'cards.loadFailed', save: 'cards.saveFailed', delete: 'cards.deleteFailed' };

const LABELS: Record<keyof CardValues, MessageKey> = {
  nickname: 'cards.nickname',
  card_holder: 'cards.cardHolder',
  number: 'cards.number',
  expiry: 'cards.expiry',
  cvv: 'cards.cvv',
  nombre: 'cards.nombre',
  apellidos: 'cards.apellidos',
  direccion1: 'cards.direccion1',
  direccion2: 'cards.direccion2',
  ciudad: 'cards.ciudad',
  estado: 'cards.estado',
  pais: 'cards.pais',
  codigoPostal: 'cards.codigoPostal',
  email: 'cards.email',
  telefono: 'cards.telefono',
};

/** The gateway's field names (spec 1 §7) for the form's, so that its refusals land on their fields. */
const GATEWAY_FIELDS: Record<string, keyof CardValues> = { tarjeta: 'number', brand_card: 'number', mes: 'expiry', anio: 'expiry', digitos: 'cvv', titular: 'card_holder' };

/** The card rules' own words; every other code is the shared rules' (src/domain/validation/messages.ts). */
const CARD_RULES: Record<string, MessageKey> = {
  cardNumber: 'cards.rule.cardNumber',
  cardBrand: 'cards.rule.cardBrand',
  cardLuhn: 'cards.rule.cardLuhn',
  cardExpiry: 'cards.rule.cardExpiry',
  cardExpired: 'cards.rule.cardExpired',
};

/** How each field keeps what is typed: the number spaced, the expiry as MM/YY, digits only where the rule says. */
const TYPED: Partial<Record<keyof CardValues, (v: string) => string>> = {
  number: spacedNumber,
  expiry: typedExpiry,
  cvv: (v) => digitsOnly(v, 3),
  codigoPostal: (v) => digitsOnly(v, 6),
  telefono: (v) => digitsOnly(v, 10),
};

const BRAND_NAME = { visa: 'Visa', mastercard: 'Mastercard' } as const;

const today = () => formatDay(new Date());

export function CardEditor({ owner, onSaved }: CardEditorProps) {
  const { t } = useTranslate();
  const editor = useActorRef(
    cardEditorMachine.provide({
      actions: {
        notify: (_, toast: CardToast) => notify(toast, t),
        saved: (_, { card }) => onSaved?.(card),
      },
    }),
    { input: { owner, today: today() } },
  );
  const state = useSelector(editor, (s) => s);
  const { cards, position, values, problems, fieldErrors, failure } = state.context;
  const send = editor.send;

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) {
    return failure?.retriable ? (
      <TableLoadFailed title={t('cards.loadFailed')} message={failure.message} onRetry={() => send({ type: 'card.retry' })} />
    ) : (
      <Alert color="red" role="alert" title={t('cards.loadFailed')}>{failure?.message}</Alert>
    );
  }

  const card = cards[position] ?? null;
  const busy = state.matches('saving') || state.matches('deleting');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('cards.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">{card ? t('cards.position', { n: position + 1, total: cards.length }) : t('cards.newCard')}</Title>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" disabled={busy || position === 0} onClick={() => send({ type: 'card.previous' })}>{t('cards.previous')}</Button>
            <Button size="compact-sm" variant="default" disabled={busy || position >= cards.length - 1} onClick={() => send({ type: 'card.next' })}>{t('cards.next')}</Button>
            <Button size="compact-sm" disabled={busy || card === null} onClick={() => send({ type: 'card.add' })}>{t('cards.add')}</Button>
          </Group>
        </Group>
        {failure ? <Alert color="red" role="alert" title={t(FAILED[failure.during])}>{failure.message}</Alert> : null}
        <CardForm
          // A new form for each card shown (and for the card as saved).
          key={`${position}:${card?.id ?? 'new'}:${card?.nickname ?? ''}`}
          card={card}
          initial={values}
          problems={problems}
          fieldErrors={fieldErrors}
          saving={state.matches('saving')}
          busy={busy}
          onSave={(v) => send({ type: 'card.save', values: v })}
          onDelete={() => send({ type: 'card.delete' })}
        />
      </Stack>
      <Modal opened={state.matches('confirmingDelete')} onClose={() => send({ type: 'card.cancelDelete' })} title={t('cards.confirm.title', { name: card?.nickname ?? '' })} centered size="sm">
        <Text size="sm" mb="md">{t('cards.confirm.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'card.cancelDelete' })}>{t('cards.cancel')}</Button>
          <Button color="red" onClick={() => send({ type: 'card.confirmDelete' })}>{t('cards.delete')}</Button>
        </Group>
      </Modal>
    </Paper>
  );
}

/** Spec 1 §8: updated; new with its name; deleted with its nickname in the danger style; a failed delete, "error". */
function notify(toast: CardToast, t: ReturnType<typeof useTranslate>['t']): void {
  if (toast.kind === 'created') showToast({ message: t('cards.toast.created', { name: toast.name }), color: 'teal' });
  else if (toast.kind === 'updated') showToast({ message: t('cards.toast.updated'), color: 'teal' });
  else if (toast.kind === 'deleted') showToast({ message: t('cards.toast.deleted', { name: toast.name }), color: 'red' });
  else showToast({ message: t('cards.toast.error'), color: 'red' });
}

type CardFormProps = {
  card: StoredCard | null;
  initial: CardValues;
  problems: Problems;
  fieldErrors: Record<string, string[]>;
  saving: boolean;
  busy: boolean;
  onSave: (values: CardValues) => void;
  onDelete: () => void;
};

function CardForm({ card, initial, problems, fieldErrors, saving, busy, onSave, onDelete }: CardFormProps) {
  const { t } = useTranslate();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const isNew = card === null;
  const live = cardProblems(values, isNew, today());
  const valid = Object.keys(live).length === 0;
  const serverErrors: Partial<Record<keyof CardValues, string>> = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    const key = GATEWAY_FIELDS[field] ?? (field in LABELS ? (field as keyof CardValues) : null);
    if (key && list[0]) serverErrors[key] ??= list[0];
  }

  const errorOf = (field: keyof CardValues): string | null => {
    const code = touched.has(field) ? live[field] : problems[field];
    if (code) return CARD_RULES[code] ? t(CARD_RULES[code]) : fieldMessage(code, LABELS[field]);
    return serverErrors[field] ?? null;
  };
  const field = (name: keyof CardValues, opts: { locked?: boolean; required?: boolean; span?: number; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string } = {}) => (
    <Grid.Col span={{ base: 12, sm: opts.span ?? 6 }}>
      <TextInput
        label={t(LABELS[name])}
        value={values[name]}
        readOnly={opts.locked}
        disabled={opts.locked || busy}
        required={opts.required ?? false}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete ?? 'off'}
        error={errorOf(name)}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setValues((v) => ({ ...v, [name]: TYPED[name]?.(typed) ?? typed }));
          setTouched((s) => new Set(s).add(name));
        }}
      />
    </Grid.Col>
  );

  const brand = isNew ? brandOfNumber(values.number) : card.brand;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSave(values);
      }}
    >
      <Stack gap="sm">
        <Grid>
          {field('nickname', { required: true })}
          {field('card_holder', { required: true, autoComplete: 'cc-name' })}
          {field('number', { locked: !isNew, required: isNew, span: 6, inputMode: 'numeric', autoComplete: isNew ? 'cc-number' : 'off' })}
          {field('expiry', { locked: !isNew, required: isNew, span: 3, inputMode: 'numeric', autoComplete: isNew ? 'cc-exp' : 'off' })}
          {field('cvv', { locked: !isNew, required: isNew, span: 3, inputMode: 'numeric', autoComplete: isNew ? 'cc-csc' : 'off' })}
        </Grid>
        <Group gap="xs">
          <Text size="sm" c="dimmed">{t('cards.brand')}:</Text>
          <Badge variant="light" aria-label={t('cards.brand')}>{brand ? BRAND_NAME[brand] : t('cards.brandUnknown')}</Badge>
        </Group>
        {isNew ? null : <Text size="xs" c="dimmed">{t('cards.locked')}</Text>}
        <Title order={3} size="h5">{t('cards.billing')}</Title>
        <Grid>
          {field('nombre')}
          {field('apellidos')}
          {field('direccion1', { required: true })}
          {field('direccion2')}
          {field('ciudad', { required: true })}
          {field('estado', { required: true })}
          {field('pais', { required: true })}
          {field('codigoPostal', { required: true, inputMode: 'numeric', autoComplete: 'postal-code' })}
          {field('email', { required: true, inputMode: 'email', autoComplete: 'email' })}
          {field('telefono', { required: true, inputMode: 'tel', autoComplete: 'tel' })}
        </Grid>
        <Group justify="flex-end">
          {isNew ? null : <Button color="red" variant="light" disabled={busy} onClick={onDelete}>{t('cards.delete')}</Button>}
          <Button type="submit" disabled={!valid || busy} loading={saving}>{t('cards.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
