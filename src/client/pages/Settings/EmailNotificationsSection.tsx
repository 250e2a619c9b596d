import { useMutation, useQuery } from '../../data';
import { NOTIFICATION_EMAIL_MODE_LABELS, NOTIFICATION_EMAIL_MODES, isNotificationEmailMode, type NotificationEmailMode } from '../../../shared/notification-email';
import { MESSAGES } from '../../../shared/validation/auth';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';

const EmailSettingsQuery = graphql(`
  query NotificationEmailSettings {
    viewer {
      id
      notificationEmailSettings {
        id
        category
        label
        description
        mode
      }
    }
  }
`);

const UpdateEmailSettingMutation = graphql(`
  mutation UpdateNotificationEmailSetting($category: String!, $mode: NotificationEmailMode!) {
    updateNotificationEmailSetting(category: $category, mode: $mode) {
      __typename
      ... on NotificationEmailSetting {
        id
        category
        label
        description
        mode
      }
      ...UpdateNotificationEmailSettingRefusal
    }
  }
`);

const SAVED: Record<NotificationEmailMode, (label: string) => string> = {
  instant: (label) => `${label} emails will be sent as they happen.`,
  daily: (label) => `${label} will come in your daily digest.`,
  off: (label) => `${label} emails are off.`,
};

/** Which notifications come by email, per category: at once, in a daily digest, or never. Saved on change. */
export function EmailNotificationsSection() {
  const { showToast } = useToasts();
  const { data } = useQuery(EmailSettingsQuery);
  const [update] = useMutation(UpdateEmailSettingMutation);
  const settings = data?.viewer?.notificationEmailSettings ?? [];
  if (!data?.viewer) return null;

  async function change(setting: (typeof settings)[number], mode: NotificationEmailMode) {
    try {
      const { data: answer } = await update({
        variables: { category: setting.category, mode },
        optimisticResponse: { __typename: 'Mutation', updateNotificationEmailSetting: { ...setting, __typename: 'NotificationEmailSetting', mode } },
      });
      const result = answer.updateNotificationEmailSetting;
      if (result.__typename === 'BadRequest') showToast({ message: result.message, toastStyle: 'ERROR' });
      else showToast({ message: SAVED[mode](setting.label) });
    } catch {
      showToast({ message: MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    }
  }

  return (
    <div className="settings-section email-settings">
      <p className="settings-section__hint email-settings__intro">
        Choose which notifications also come by email. Everything still shows in your notifications.
      </p>
      <ul className="email-settings__list">
        {settings.map((setting) => (
          <li key={setting.id} className="email-settings__item">
            <div className="email-settings__text">
              <label htmlFor={`email-setting-${setting.category}`} className="email-settings__label">
                {setting.label}
              </label>
              <p className="email-settings__description">{setting.description}</p>
            </div>
            <select
              id={`email-setting-${setting.category}`}
              className="email-settings__select"
              value={setting.mode}
              onChange={(event) => {
                if (isNotificationEmailMode(event.target.value)) void change(setting, event.target.value);
              }}
            >
              {NOTIFICATION_EMAIL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {NOTIFICATION_EMAIL_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </div>
  );
}
