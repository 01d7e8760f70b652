// The editor of an admin screen's row (issue 20; /work/notes/issue20-brief.md "Editors"): a new row or a listed
// one in a form. Save checks the form with the screen's rules (the ones the server checks again): a broken rule
// stays in the form on its field; a valid form goes to the server; success toasts the server's words and ends in
// `saved` (the list reads its page again); a refusal returns to the form with the server's message and its
// per-field errors (422 on its field, 409 saying what to do). A row the screen may delete asks first ("Are you
// sure to delete {name}?"); the delete goes like a save. Every admin editor is this chart with its own rules and
// calls (`adminEditorMachine`): Mall, Parking, Brands, Categories.
import { assign, fromPromise, setup } from 'xstate';
import { toApiError } from '../../services/http';

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;
/** The row an edit is about: its id, and the name the delete's question and the toasts say. */
export type EditorSubject = { id: number; name: string };
/** What a save or a delete answers: the toast's words. */
export type EditorAnswer = { message: string };
export type SaveRequest<V> = { subject: EditorSubject | null; values: V };

export type AdminEditorSpec<V> = {
  /** The form's broken rules, by field; none: the form may go to the server. */
  problemsOf: (values: V) => Problems;
  save: (request: SaveRequest<V>) => Promise<EditorAnswer>;
  /** The screen's delete; without it no row is deleted. */
  remove?: (subject: EditorSubject) => Promise<EditorAnswer>;
};

export type AdminEditorContext<V> = {
  /** null for a new row. */
  subject: EditorSubject | null;
  /** Whether this row may be deleted here (an existing row of a screen that deletes). */
  removable: boolean;
  values: V;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** The server's refusal: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type AdminEditorInput<V> = { subject: EditorSubject | null; values: V };

export type AdminEditorEvent<V> =
  | { type: 'editor.save'; values: V }
  | { type: 'editor.remove' }
  | { type: 'editor.confirm' }
  | { type: 'editor.cancel' }
  | { type: 'editor.close' };

/** The server's refusal, for the form: its message and its per-field messages. */
function refusal(thrown: unknown): { error: string; fieldErrors: Record<string, string[]> } {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
}

export function adminEditorMachine<V>(spec: AdminEditorSpec<V>) {
  return setup({
    types: {
      context: {} as AdminEditorContext<V>,
      events: {} as AdminEditorEvent<V>,
      input: {} as AdminEditorInput<V>,
    },
    actors: {
      save: fromPromise<EditorAnswer, SaveRequest<V>>(({ input }) => spec.save(input)),
      remove: fromPromise<EditorAnswer, EditorSubject>(({ input }) => (spec.remove ? spec.remove(input) : Promise.reject(new Error('This row cannot be deleted.')))),
    },
    actions: {
      /** The toast with the server's words. */
      notify: (_, _params: { message: string }) => {},
      /** Saved or deleted: the list closes the editor and reads its page again. */
      saved: () => {},
      close: () => {},
    },
    guards: {
      formIsValid: ({ event }) => event.type === 'editor.save' && Object.keys(spec.problemsOf(event.values)).length === 0,
      removable: ({ context }) => context.removable,
    },
  }).createMachine({
    id: 'adminEditor',
    description: "Creates or edits one row of an admin screen, and deletes it where the screen may.",
    context: ({ input }) => ({
      subject: input.subject,
      removable: input.subject !== null && spec.remove !== undefined,
      values: input.values,
      problems: {},
      error: null,
      fieldErrors: {},
    }),
    initial: 'editing',
    states: {
      editing: {
        description: "The form with the row's values (or a new row's), its broken rules and the server's refusal; Delete on a row that may go.",
        on: {
          'editor.save': [
            { guard: 'formIsValid', target: 'saving', actions: assign({ values: ({ event }) => event.values, problems: {}, error: null, fieldErrors: {} }) },
            { actions: assign({ values: ({ event }) => event.values, problems: ({ event }) => spec.problemsOf(event.values) }) },
          ],
          'editor.remove': { guard: 'removable', target: 'confirming', actions: assign({ error: null, fieldErrors: {} }) },
          'editor.close': { target: 'closed', actions: 'close' },
        },
      },
      confirming: {
        description: 'Are you sure to delete {name}? Delete or Cancel.',
        on: {
          'editor.confirm': { target: 'removing' },
          'editor.cancel': { target: 'editing' },
        },
      },
      saving: {
        description: 'The row is with the server: a spinner, no way to close, every field kept.',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ subject: context.subject, values: context.values }),
          onDone: { target: 'saved', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'saved'] },
          onError: { target: 'editing', actions: assign(({ event }) => refusal(event.error)) },
        },
      },
      removing: {
        description: 'The delete is with the server: a spinner, no way to close.',
        invoke: {
          id: 'remove',
          src: 'remove',
          input: ({ context }) => context.subject as EditorSubject,
          onDone: { target: 'removed', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'saved'] },
          onError: { target: 'editing', actions: assign(({ event }) => refusal(event.error)) },
        },
      },
      saved: { description: 'Saved: the list closes the editor and reads its page again.', type: 'final' },
      removed: { description: 'Deleted: the list closes the editor and reads its page again.', type: 'final' },
      closed: { description: 'Closed without saving.', type: 'final' },
    },
  });
}

export type AdminEditorMachine<V> = ReturnType<typeof adminEditorMachine<V>>;
