import { Alert, Button, Card, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { switchInForce } from '../../../../domain/notifications/notificationChannelsFor';
import { notificationChannels, notificationsConfig } from '../../../../domain/notifications/notificationKinds';
import { globalSwitchKey, type NotificationSettingsStore } from '../../../../runtime/notifications/NotificationSettingsStore';
import { useStores } from '../../../app/StoresContext';
import { notificationPageTexts as t } from './texts';
import './notification-settings.css';

const { channels, kinds } = notificationsConfig;

/** One kind: its name and what it covers, and its three switches. */
const KindRow = observer(function KindRow({ store, kind }: { store: NotificationSettingsStore; kind: string }) {
  const definition = kinds[kind];
  if (!definition) return null;
  const disabled = store.disabled === true;
  return (
    <div className="notification-row" role="row" data-kind={kind}>
      <div role="rowheader">
        <div className="notification-kind-label">{definition.label}</div>
        <div className="notification-kind-description">{definition.description}</div>
      </div>
      <div className="notification-switches">
        {notificationChannels.map((channel) => {
          const inForce = switchInForce(kind, channel, disabled);
          return (
            <label key={channel} role="cell" className={`notification-switch${inForce ? '' : ' notification-switch--idle'}`} title={channels[channel].hint}>
              <Switch
                size="small"
                checked={store.isOn(kind, channel)}
                loading={store.isSaving(`${kind}/${channel}`)}
                aria-label={t.switchLabel(definition.label, channels[channel].label)}
                onChange={(checked) => void store.toggle(kind, channel, checked)}
              />
              <span className="notification-switch-name">{channels[channel].label}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
});

/** Saving, saved, or why a switch was turned back. */
const SaveStatus = observer(function SaveStatus({ store }: { store: NotificationSettingsStore }) {
  if (store.saveError) return <Alert className="notification-status" type="error" showIcon message={store.saveError} />;
  if (store.saving.length > 0) return <div className="notification-status">{t.saving}</div>;
  return (
    <div className="notification-status notification-status--saved" role="status">
      {store.saved > 0 ? t.saved : ''}
    </div>
  );
});

/**
 * The notification settings (/{role}/profile/manage-notification; docs/notifications.md): the global
 * switch, then each kind of config/notifications.json with «В приложении», «E-mail» and «SMS». Every
 * switch is saved as it is turned.
 */
const NotificationSettingsPage = observer(function NotificationSettingsPage() {
  const { notificationSettings: store } = useStores();
  useEffect(() => {
    // The page reads them again: another tab or device may have changed them.
    void store.load();
  }, [store]);
  const settings = store.settings;
  if (!settings) {
    return (
      <Card className="panel notification-settings" loading={store.loadState !== 'failed'}>
        {store.loadState === 'failed' && (
          <Alert
            type="error"
            showIcon
            message={t.loadFailed}
            description={store.loadError}
            action={
              <Button size="small" onClick={() => void store.load()}>
                {t.retry}
              </Button>
            }
          />
        )}
      </Card>
    );
  }
  return (
    <Card className="panel notification-settings">
      <label className="notification-global">
        <Switch checked={settings.disabled_notifications} loading={store.isSaving(globalSwitchKey)} aria-label={t.globalTitle} onChange={(checked) => void store.setDisabled(checked)} />
        <span>
          <span className="notification-global-title">{t.globalTitle}</span>
          <div className="notification-global-hint">{t.globalHint}</div>
        </span>
      </label>
      {settings.disabled_notifications && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t.globalOnNotice} />}
      <p className="notification-destinations">
        {t.emailTo(settings.email)} {settings.phone ? t.smsTo(settings.phone) : t.noPhone}
      </p>
      <div className="notification-table" role="table" aria-label={t.kindColumn}>
        <div className="notification-row notification-row--head" role="row">
          <span role="columnheader">{t.kindColumn}</span>
          {notificationChannels.map((channel) => (
            <span key={channel} role="columnheader">
              {channels[channel].label}
            </span>
          ))}
        </div>
        {Object.keys(kinds).map((kind) => (
          <KindRow key={kind} store={store} kind={kind} />
        ))}
      </div>
      <SaveStatus store={store} />
    </Card>
  );
});

export default NotificationSettingsPage;
