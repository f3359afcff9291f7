import { Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useStores } from '../app/StoresContext';

/**
 * An action config/permissions.json may refuse (`action`: the server call it makes, or a permission
 * key): `children` gets whether it is refused, to disable itself, and the refusal «Недостаточно прав:
 * <name>» becomes its tooltip. The server answers the same call with the same 403.
 */
export const GuardedAction = observer(function GuardedAction({ action, children }: { action: string; children: (refused: boolean) => ReactElement }) {
  const { session } = useStores();
  const refusal = session.refusal(action);
  if (refusal === undefined) return children(false);
  return <Tooltip title={refusal}>{children(true)}</Tooltip>;
});
