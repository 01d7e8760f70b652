// The news manager's form (spec 3 §4 News, §5 News): its values, the body a save sends and the rules it breaks,
// from src/contracts/news.struct.ts (the rules the server checks again). A new item (id 0) needs a picture; an
// edit keeps the stored one unless another is chosen.
import { validate } from 'superstruct';
import { NewsBody, newsImageFailures, newsRuleFailures, type NewsItem } from '../../contracts/news.struct';

export type NewsValues = {
  name: string;
  description: string;
  /** yyyy-MM-dd, or '' while the field is empty. */
  start_date: string;
  end_date: string;
  show_end_date: boolean;
};

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

/** A new item runs from the lot's today to that same day until the user picks its days. */
export const emptyValues = (today: string): NewsValues => ({ name: '', description: '', start_date: today, end_date: today, show_end_date: true });

export const valuesOf = (item: NewsItem): NewsValues => ({
  name: item.name,
  description: item.description,
  start_date: item.start_date,
  end_date: item.end_date,
  show_end_date: item.show_end_date,
});

export const bodyOf = (values: NewsValues): NewsBody => ({
  name: values.name.trim(),
  description: values.description.trim(),
  start_date: values.start_date,
  end_date: values.end_date,
  show_end_date: values.show_end_date,
});

/** The rules the form breaks, one code a field (the first): the fields', the end against the start once both
 *  are days, and the picture's. */
export function problemsOf(values: NewsValues, editing: boolean, image: File | null): Problems {
  const problems: Problems = {};
  const body = bodyOf(values);
  const [error] = validate(body, NewsBody);
  for (const f of error?.failures() ?? []) problems[String(f.path[0] ?? f.key)] ??= f.refinement ? f.message : 'type';
  if (!problems.start_date && !problems.end_date) for (const [field, code] of newsRuleFailures(body)) problems[field] ??= code;
  for (const [field, code] of newsImageFailures({ editing, image: image !== null })) problems[field] ??= code;
  return problems;
}
