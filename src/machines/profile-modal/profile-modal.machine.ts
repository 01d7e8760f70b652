// The profile modal (spec 1 §2.3 "Edit profile", §5, §7; issue 15): three parts side by side. The profile is read
// (GET users/{provider}/{userId}, with its picture) and edited: names, a phone valid for its country, a picture;
// a save checks the shared rules (src/contracts/profile.struct.ts), a refusal returns to the form with the
// server's messages, a failure that may pass offers Retry with the same values. The password change (the same
// form and call as the forced change) and the signed-in devices: each can be signed out, or all but this one
// after a confirmation; a password change signs the others out on the server, so the list is read again.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MessageAnswer, Provider } from '../../contracts/auth.struct';
import type { DeviceSession, Profile } from '../../contracts/profile.struct';
import { updatePassword, type PasswordChange } from '../../services/auth.api';
import { toApiError } from '../../services/http';
import { fetchDevices, fetchProfile, saveProfile, signOutDevice, signOutOtherDevices, type SaveProfileRequest, type SignedOut } from '../../services/profile.api';
import { emptyValues, problemsOf, saveRequestOf, valuesOf, type Problems, type ProfileValues } from './profile-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type ProfileModalInput = { provider: Provider; userId: number };

export type ProfileModalContext = ProfileModalInput & {
  /** As the server has it: the picture is its `url_logo`. */
  profile: Profile | null;
  values: ProfileValues;
  /** The picture chosen for the save on its way (or that failed). */
  upload: File | null;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** Why the profile could not be read, or the server's refusal of a save, with its per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  passwordError: string | null;
  passwordFieldErrors: Record<string, string[]>;
  devices: DeviceSession[];
  devicesError: string | null;
  /** The device being signed out. */
  signingOut: number | null;
};

export type ProfileModalEvent =
  | { type: 'profile.save'; values: ProfileValues; picture: File | null }
  | { type: 'profile.retry' }
  | { type: 'profile.close' }
  | ({ type: 'password.change' } & PasswordChange)
  | { type: 'devices.retry' }
  | { type: 'devices.signOut'; sessionId: number }
  | { type: 'devices.signOutOthers' }
  | { type: 'devices.confirm' }
  | { type: 'devices.cancel' };

export type SavedProfile = { profile: Profile; message: string | null };
export type PasswordChangeInput = { userId: number; body: PasswordChange };

const failure = (error: unknown) => toApiError(error);

export const profileModalMachine = setup({
  types: {
    context: {} as ProfileModalContext,
    events: {} as ProfileModalEvent,
    input: {} as ProfileModalInput,
  },
  actors: {
    loadProfile: fromPromise<Profile, ProfileModalInput>(({ input }) => fetchProfile(input.provider, input.userId)),
    saveProfile: fromPromise<SavedProfile, SaveProfileRequest>(({ input }) => saveProfile(input)),
    changePassword: fromPromise<MessageAnswer, PasswordChangeInput>(({ input }) => updatePassword(input.userId, input.body)),
    loadDevices: fromPromise<DeviceSession[]>(() => fetchDevices()),
    signOutDevice: fromPromise<SignedOut, { sessionId: number }>(({ input }) => signOutDevice(input.sessionId)),
    signOutOthers: fromPromise<SignedOut>(() => signOutOtherDevices()),
  },
  actions: {
    /** A toast: the profile saved, the password changed, devices signed out. */
    notify: (_, _params: { message: string | null }) => {},
    /** The profile is saved: the app shows the new name where the user's name shows. */
    renamed: (_, _params: { name: string }) => {},
    /** The password changed: the app empties its form. */
    passwordChanged: () => {},
    close: () => {},
  },
  guards: {
    formIsValid: ({ event }) => {
      assertEvent(event, 'profile.save');
      return Object.keys(problemsOf(event.values)).length === 0;
    },
    /** A failure that may pass (no answer, a timeout, a server fault): Retry sends the same again. */
    mayRetry: ({ event }) => toApiError((event as { error?: unknown }).error).retriable,
    isOtherDevice: ({ context, event }) => {
      assertEvent(event, 'devices.signOut');
      return context.devices.some((d) => d.id === event.sessionId && !d.current);
    },
    hasOtherDevices: ({ context }) => context.devices.some((d) => !d.current),
  },
}).createMachine({
  id: 'profileModal',
  description: "The user's own profile, password and signed-in devices.",
  context: ({ input }) => ({
    provider: input.provider,
    userId: input.userId,
    profile: null,
    values: emptyValues(),
    upload: null,
    problems: {},
    error: null,
    fieldErrors: {},
    passwordError: null,
    passwordFieldErrors: {},
    devices: [],
    devicesError: null,
    signingOut: null,
  }),
  initial: 'open',
  states: {
    open: {
      description: 'The modal: the profile form, the password change and the devices list, each on its own.',
      type: 'parallel',
      on: { 'profile.close': { target: 'closed', actions: 'close' } },
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              description: 'The profile is on its way.',
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                input: ({ context }) => ({ provider: context.provider, userId: context.userId }),
                onDone: {
                  target: 'editing',
                  actions: assign(({ event }) => ({ profile: event.output, values: valuesOf(event.output) })),
                },
                onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => failure(event.error).message }) },
              },
            },
            loadFailed: {
              description: 'The profile could not be read: its message and Retry.',
              on: { 'profile.retry': { target: 'loading', actions: assign({ error: null }) } },
            },
            editing: {
              description: 'The form: names, the phone with its country, the picture.',
              initial: 'ready',
              on: {
                'profile.save': [
                  {
                    guard: 'formIsValid',
                    target: 'saving',
                    actions: assign({ values: ({ event }) => event.values, upload: ({ event }) => event.picture, problems: {}, error: null, fieldErrors: {} }),
                  },
                  {
                    target: '.ready',
                    actions: assign({ values: ({ event }) => event.values, upload: ({ event }) => event.picture, problems: ({ event }) => problemsOf(event.values), error: null, fieldErrors: {} }),
                  },
                ],
              },
              states: {
                ready: { description: 'Nothing on its way; a refusal shows on its fields.' },
                saveFailed: {
                  description: 'The save failed in a way that may pass: its message and Retry, the values kept.',
                  on: { 'profile.retry': { target: '#profileModal.open.profile.saving', actions: assign({ error: null }) } },
                },
              },
            },
            saving: {
              description: 'The profile is with the server: Save is busy, every field kept.',
              invoke: {
                id: 'saveProfile',
                src: 'saveProfile',
                input: ({ context }) => saveRequestOf(context.provider, context.userId, context.values, context.upload),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ event }) => ({ profile: event.output.profile, upload: null, values: valuesOf(event.output.profile) })),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                    { type: 'renamed', params: ({ event }) => ({ name: `${event.output.profile.first_name} ${event.output.profile.last_name}` }) },
                  ],
                },
                onError: [
                  { guard: 'mayRetry', target: 'editing.saveFailed', actions: assign({ error: ({ event }) => failure(event.error).message }) },
                  {
                    target: 'editing',
                    actions: assign(({ event }) => {
                      const error = failure(event.error);
                      return { error: error.message, fieldErrors: error.errors };
                    }),
                  },
                ],
              },
            },
          },
        },
        password: {
          initial: 'idle',
          states: {
            idle: {
              description: 'The password form; a refusal shows its message.',
              on: { 'password.change': { target: 'saving', actions: assign({ passwordError: null, passwordFieldErrors: {} }) } },
            },
            saving: {
              description: 'The new password is with the server.',
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => {
                  assertEvent(event, 'password.change');
                  return { userId: context.userId, body: { password: event.password, passwordnew: event.passwordnew, passwordvery: event.passwordvery } };
                },
                onDone: { target: 'idle', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'passwordChanged'] },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => {
                    const error = failure(event.error);
                    return { passwordError: error.message, passwordFieldErrors: error.errors };
                  }),
                },
              },
            },
          },
        },
        devices: {
          initial: 'loading',
          states: {
            loading: {
              description: 'The signed-in devices are on their way.',
              invoke: {
                id: 'loadDevices',
                src: 'loadDevices',
                onDone: { target: 'listed', actions: assign({ devices: ({ event }) => event.output, devicesError: null }) },
                onError: { target: 'failed', actions: assign({ devicesError: ({ event }) => failure(event.error).message }) },
              },
            },
            failed: {
              description: 'The devices could not be read: the message and Retry.',
              on: { 'devices.retry': { target: 'loading' } },
            },
            listed: {
              description: 'Each device with its browser, address and last use; this one marked.',
              on: {
                'devices.signOut': { guard: 'isOtherDevice', target: 'signingOut', actions: assign({ signingOut: ({ event }) => event.sessionId }) },
                'devices.signOutOthers': { guard: 'hasOtherDevices', target: 'confirming' },
                // The server signed the other devices out with the password change.
                'xstate.done.actor.changePassword': { target: 'loading' },
              },
            },
            confirming: {
              description: 'Sign out every other device? Yes or no.',
              on: { 'devices.confirm': { target: 'signingOutOthers' }, 'devices.cancel': { target: 'listed' } },
            },
            signingOut: {
              description: 'One device is being signed out.',
              invoke: {
                id: 'signOutDevice',
                src: 'signOutDevice',
                input: ({ context }) => ({ sessionId: context.signingOut ?? 0 }),
                onDone: {
                  target: 'listed',
                  actions: [
                    assign(({ context }) => ({ devices: context.devices.filter((d) => d.id !== context.signingOut), signingOut: null })),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                  ],
                },
                // The notice says why; the list is read again, as the device may be gone already.
                onError: { target: 'loading', actions: assign({ signingOut: null }) },
              },
            },
            signingOutOthers: {
              description: 'Every other device is being signed out.',
              invoke: {
                id: 'signOutOthers',
                src: 'signOutOthers',
                onDone: {
                  target: 'listed',
                  actions: [
                    assign({ devices: ({ context }) => context.devices.filter((d) => d.current) }),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                  ],
                },
                onError: { target: 'loading' },
              },
            },
          },
        },
      },
    },
    closed: { description: 'Closed: the app unmounts the modal.', type: 'final' },
  },
});
