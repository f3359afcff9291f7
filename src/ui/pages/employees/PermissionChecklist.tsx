import { Checkbox } from 'antd';
import { observer } from 'mobx-react-lite';

/** The permission table as ticks, each with what it gives (config/permissions.json). */
export const PermissionChecklist = observer(function PermissionChecklist({
  rows,
  checked,
  onToggle,
  disabled = false,
}: {
  rows: readonly { key: string; name: string; description: string }[];
  checked: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="employee-permission-list">
      {rows.map((row) => (
        <div key={row.key} className="employee-permission-row">
          <Checkbox checked={checked.has(row.key)} disabled={disabled} onChange={(event) => onToggle(row.key, event.target.checked)}>
            {row.name}
          </Checkbox>
          <span className="muted">{row.description}</span>
        </div>
      ))}
    </div>
  );
});
