// The console's one date picker, date-and-time picker and time field (spec 1 §9, spec 3 §9): shown dd/MM/yyyy
// and HH:mm (24 hours), weeks from Sunday, years 2020 to 2099, month and day names in the console's language.
// Every screen that asks for a date or a time uses these, never the browser's own inputs (mm/dd/yyyy and AM/PM
// in some browsers). Values are Mantine's strings: 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss' and 'HH:mm'.
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatePickerInput, DateTimePicker, TimePicker, type DatePickerInputProps, type DateTimePickerProps, type TimePickerProps } from '@mantine/dates';
import { DATE_PICKER } from '../../domain/formats/edge-formats';
import { useTranslate } from '../../i18n/use-translate';

/** The calendar's settings, its arrows named in the console's language. */
function useCalendar() {
  const { t, locale } = useTranslate();
  const ariaLabels = {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
  };
  return { t, settings: { locale, ariaLabels, minDate: DATE_PICKER.minDate, maxDate: DATE_PICKER.maxDate, firstDayOfWeek: DATE_PICKER.firstDayOfWeek } };
}

/** A day: 'yyyy-MM-dd' or null. */
export function DateField(props: Omit<DatePickerInputProps, 'type'>) {
  const { t, settings } = useCalendar();
  return <DatePickerInput valueFormat={DATE_PICKER.valueFormat} clearButtonProps={{ 'aria-label': t('dates.clear') }} {...settings} {...props} />;
}

/** A day and a time of day: 'yyyy-MM-dd HH:mm:ss' or null; hours and minutes, 24 hours. */
export function DateTimeField(props: Omit<DateTimePickerProps, 'type'>) {
  const { t, settings } = useCalendar();
  return (
    <DateTimePicker
      valueFormat={`${DATE_PICKER.valueFormat} HH:mm`}
      timePickerProps={{ format: '24h', hoursInputLabel: t('dates.hours'), minutesInputLabel: t('dates.minutes') }}
      submitButtonProps={{ 'aria-label': t('dates.done') }}
      {...settings}
      {...props}
    />
  );
}

/** A time of day: 'HH:mm', 24 hours; its hours and minutes named after the field's label. */
export function TimeField({ label, ...props }: Omit<TimePickerProps, 'format' | 'label'> & { label: string }) {
  const { t } = useTranslate();
  return <TimePicker label={label} format="24h" hoursInputLabel={`${label}: ${t('dates.hours')}`} minutesInputLabel={`${label}: ${t('dates.minutes')}`} {...props} />;
}
