import { Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { banksUiTexts } from '../../pages/request/banks/texts';
import { useStores } from '../StoresContext';
import './connection-indicator.css';

const t = banksUiTexts.connection;

/**
 * A small dot with the live channel's state in Russian (spec-2 §4.3), unobtrusive in the header. It has no
 * status role: the page's own hint keeps that role, and the state is seen, not announced.
 */
export const ConnectionIndicator = observer(function ConnectionIndicator() {
  const { realtime } = useStores();
  if (!realtime) return null;
  const state = realtime.state;
  return (
    <Tooltip title={`${t.label}: ${t.states[state]}`}>
      <span className={`connection-indicator connection-indicator--${state}`}>
        <span className="connection-indicator-dot" />
        <span className="connection-indicator-text">{t.states[state]}</span>
      </span>
    </Tooltip>
  );
});
