// A lot's news (spec 3 §2 News manager, §3 News, §4 News, §5 News, §7 News, §9 images): the bodies of the news
// manager's calls with its rules, shared by the console's form and the server, and their answers. Every call
// answers the lot's list in the lot's order, which is also the order a customer-facing app shows
// (GET parkings/{id}/news/current, ours). The picture travels as the multipart file `image`, not in the body.
import { array, boolean, coerce, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { day, flag, id, text } from './rules';

export const NEWS_RULES = {
  nameMin: 4,
  nameMax: 50,
  descriptionMin: 4,
  descriptionMax: 350,
  /** Far more than a slider shows; it bounds the order list a request may carry. */
  maxItems: 100,
} as const;

/** The picture's size (spec 3 §9): the server crops and resizes every upload to it. */
export const NEWS_IMAGE = { width: 380, height: 214 } as const;
/** The multipart field of the picture. */
export const NEWS_IMAGE_FIELD = 'image';

const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

const NewsFields = object({
  name: trimmed(NEWS_RULES.nameMin, NEWS_RULES.nameMax),
  description: trimmed(NEWS_RULES.descriptionMin, NEWS_RULES.descriptionMax),
  /** Days (yyyy-MM-dd) in the lot's time zone: the item shows from the start of the first to the end of the last. */
  start_date: day(),
  end_date: day(),
  show_end_date: flag(),
});
export type NewsBody = Infer<typeof NewsFields>;

/** The rule codes (src/domain/validation/messages.ts) the rules across fields break, by field (spec 3 §5: the end
 *  date cannot precede the start date). Days compare as text: yyyy-MM-dd sorts like the calendar. */
export function newsRuleFailures(v: NewsBody): [field: string, code: string][] {
  return v.end_date < v.start_date ? [['end_date', 'afterOrEqual|start date']] : [];
}

/** What the picture's rule needs: whether the save is an edit (the stored picture stays when none is sent) and
 *  whether one is sent. */
export type NewsForm = { editing: boolean; image: boolean };

/** The picture is required when creating, optional when editing. */
export function newsImageFailures(form: NewsForm): [field: string, code: string][] {
  return form.editing || form.image ? [] : [[NEWS_IMAGE_FIELD, 'required']];
}

/** POST parkings/{id}/news (create, with the file `image`) and POST parkings/{id}/news/{newsId} (edit, `image`
 *  optional): multipart, or a form or JSON for an edit that keeps its picture. */
export const NewsBody = refine(NewsFields, 'news', (v, ctx) =>
  newsRuleFailures(v).map(([field, code]) => ({ path: [...ctx.path, field], key: field, value: v[field as keyof NewsBody], message: code })),
);

/** POST parkings/{id}/news/{newsId} with `_method=delete` (or DELETE): the body may repeat the item's id, which
 *  must then be the path's. */
export const NewsDeleteBody = object({ id: optional(id()) });
export type NewsDeleteBody = Infer<typeof NewsDeleteBody>;

/** A list of ids as JSON, or as text (`3,1,2`) from a form. */
const idList = () =>
  coerce(size(array(id()), 0, NEWS_RULES.maxItems), string(), (v) => (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())));

/** POST parkings/{id}/news/order: every item of the lot exactly once, first shown first. */
export const NewsOrderBody = object({ news: idList() });
export type NewsOrderBody = Infer<typeof NewsOrderBody>;

/** One item as every call answers it (spec 3 §3 News). `image.thumb_m` is the stored picture's address (380x214,
 *  read with the session like every file); `image_sel`, the spec's field for the picture chosen in the form, is that
 *  same address (the console keeps a newly chosen file apart and previews it itself). */
export const NewsItem = object({
  id: number(),
  name: string(),
  description: string(),
  start_date: string(),
  end_date: string(),
  show_end_date: boolean(),
  image_sel: string(),
  image: object({ thumb_m: string() }),
});
export type NewsItem = Infer<typeof NewsItem>;

/** GET parkings/{id}/news and GET parkings/{id}/news/current: the items in the lot's order. */
export const NewsListAnswer = object({ data: array(NewsItem) });
export type NewsListAnswer = Infer<typeof NewsListAnswer>;
/** The create, the edit, the delete and the order: the lot's list after the write, in order (a new item is last). */
export const NewsSavedAnswer = object({ data: array(NewsItem), message: string() });
export type NewsSavedAnswer = Infer<typeof NewsSavedAnswer>;
