import { useId, type LiHTMLAttributes, type ReactNode } from 'react';
import '../sidebar.css';

/** One line of a side list: what it is, the lesser words under it, and what can be done with it. */
export interface SideListRow {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  /** A small picture before the title (a file's icon). */
  icon?: ReactNode;
  /** Buttons or links at the row's end. */
  actions?: ReactNode;
  /** The row's own attributes: a class, the data attributes tests and journeys find it by, a click. */
  attributes?: LiHTMLAttributes<HTMLLIElement> & { [data: `data-${string}`]: string | number | undefined };
}

interface SideListProps {
  rows: readonly SideListRow[];
  /** Shown above the rows and naming the list for a screen reader. */
  header?: ReactNode;
  /** Small: tighter rows with an inset, for the short lists under a view's details. */
  size?: 'default' | 'small';
  className?: string;
}

/**
 * SideList: the lists of the side panels (customers, a bank's documents, an agreement's customers and
 * sendings) as a plain `<ul>`; antd 6 deprecates its List, and these lists need none of its paging,
 * grid or loading. Styled in sidebar.css to look as List did.
 */
export function SideList({ rows, header, size = 'default', className }: SideListProps) {
  const headerId = useId();
  const classes = ['side-list', size === 'small' ? 'side-list--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {header !== undefined && (
        <div className="side-list-header" id={headerId}>
          {header}
        </div>
      )}
      <ul className="side-list-rows" aria-labelledby={header !== undefined ? headerId : undefined}>
        {rows.map((row) => (
          <li key={row.key} {...row.attributes} className={['side-list-row', row.attributes?.className ?? ''].filter(Boolean).join(' ')}>
            <div className="side-list-meta">
              {row.icon !== undefined && <span className="side-list-icon">{row.icon}</span>}
              <div className="side-list-main">
                <div className="side-list-title">{row.title}</div>
                {row.description !== undefined && <div className="side-list-description">{row.description}</div>}
              </div>
            </div>
            {row.actions !== undefined && <div className="side-list-actions">{row.actions}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
