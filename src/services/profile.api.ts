// The profile modal's calls (spec 1 §7 profile read; ours: the edit and the devices, docs/api.md): the profile
// (its picture is a stored file, read by src/ui/components/stored-image.tsx), the edit (multipart when a picture
// is chosen), the caller's signed-in devices and signing one, or all the others, out.
import type { Provider } from '../contracts/auth.struct';
import { DevicesSignedOutAnswer, DeviceSessionsAnswer, ProfileAnswer, ProfileSavedAnswer, type DeviceSession, type Profile, type ProfileBody } from '../contracts/profile.struct';
import { apiCall } from './http';

export const fetchProfile = async (provider: Provider, userId: number): Promise<Profile> => (await apiCall(ProfileAnswer, `users/${provider}/${userId}`)).data;

export type SaveProfileRequest = { provider: Provider; userId: number; body: ProfileBody; picture: File | null };

/** A PUT of the profile: JSON, or a multipart form when a picture goes with it. */
export async function saveProfile({ provider, userId, body, picture }: SaveProfileRequest): Promise<{ profile: Profile; message: string | null }> {
  let payload: ProfileBody | FormData = body;
  if (picture) {
    const form = new FormData();
    for (const [field, value] of Object.entries(body)) if (value !== undefined) form.append(field, value);
    form.append('picture', picture, picture.name);
    payload = form;
  }
  const answer = await apiCall(ProfileSavedAnswer, `users/${provider}/${userId}`, { method: 'PUT', body: payload });
  return { profile: answer.data, message: answer.message ?? null };
}

export const fetchDevices = async (): Promise<DeviceSession[]> => (await apiCall(DeviceSessionsAnswer, 'users/sessions')).data;

export type SignedOut = { message: string; revoked: number };

export const signOutDevice = async (sessionId: number): Promise<SignedOut> => apiCall(DevicesSignedOutAnswer, `users/sessions/${sessionId}/logout`, { method: 'POST' });

export const signOutOtherDevices = async (): Promise<SignedOut> => apiCall(DevicesSignedOutAnswer, 'users/sessions/logout-others', { method: 'POST' });
