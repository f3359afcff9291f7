import type { User } from '../../api';
import type { PushAudience } from './PushStore';

/** What the notification settings tell the toast engine (NotificationSettingsStore). */
export interface PushSettings {
  /** The global switch as last saved, or null before the settings are read. */
  readonly disabled: boolean | null;
  readonly offInApp: ReadonlySet<string>;
}

/**
 * Who the signed-in user is for the push rules: a client (actor client), a partner agent
 * (user_type partner) or an operator's agent; null before the user has loaded. His notification
 * settings, once read, say which kinds he has off in the app and whether all are off.
 */
export function pushAudienceOf(user: User | null, settings?: PushSettings): PushAudience | null {
  if (!user) return null;
  const userType = user.actor === 'client' ? 'client' : user.user_type === 'partner' ? 'partner' : 'agent';
  return { userType, disabledNotifications: settings?.disabled ?? user.disabled_notifications === true, offInApp: settings?.offInApp ?? new Set<string>() };
}
