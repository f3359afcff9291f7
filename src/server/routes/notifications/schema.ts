/** Route schemas of the notification settings (docs/notifications.md); `title` names the field in Russian error messages. */

/** POST /v1/currentuser/write/notifications (disabled_notifications, settings: [{kind, channel, enabled}]). */
export const writeNotificationsSchema = {
  body: {
    type: 'object',
    properties: {
      disabled_notifications: { title: 'Не получать уведомления', type: 'boolean' },
      settings: {
        title: 'Настройки уведомлений',
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          required: ['kind', 'channel', 'enabled'],
          properties: {
            // Known kinds and channels are checked by the rule, which names the unknown one in Russian.
            kind: { title: 'Вид уведомлений', type: 'string', minLength: 1, maxLength: 50 },
            channel: { title: 'Канал уведомлений', type: 'string', minLength: 1, maxLength: 20 },
            enabled: { title: 'Включено', type: 'boolean' },
          },
        },
      },
    },
  },
} as const;
