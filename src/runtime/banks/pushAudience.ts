import type { User } from '../../api';
import type { PushAudience } from './PushStore';

/**
 * Who the signed-in user is for the push rules: a client (actor client), a partner agent
 * (user_type partner) or an operator's agent; null before the user has loaded.
 */
export function pushAudienceOf(user: User | null): PushAudience | null {
  if (!user) return null;
  const userType = user.actor === 'client' ? 'client' : user.user_type === 'partner' ? 'partner' : 'agent';
  return { userType, disabledNotifications: user.disabled_notifications === true };
}
