import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideList } from '../../../src/ui/sidebar/views/SideList';

afterEach(cleanup);

describe('the side list', () => {
  it('is a list named by its header, a row a line with its title, description and actions', () => {
    const open = vi.fn();
    render(
      <SideList
        header="Заказчики"
        rows={[
          { key: '1', title: '1. Федеральное казначейство', description: 'ИНН: 7710568760', actions: <button onClick={open}>Подробнее</button> },
          { key: '2', title: '2. Минфин России' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Заказчики' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1. Федеральное казначейство' + 'ИНН: 7710568760' + 'Подробнее', '2. Минфин России']);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Подробнее' }));
    expect(open).toHaveBeenCalledOnce();
    expect(rows[1]!.querySelector('.side-list-description')).toBeNull();
  });

  it('gives a row its own class, data attributes and click, and the list its size', () => {
    const choose = vi.fn();
    const { container } = render(
      <SideList size="small" className="side-extra-files" rows={[{ key: 'a', title: 'Устав.pdf', attributes: { className: 'side-extra-file-row is-chosen', 'data-file': 'f1', onClick: choose } }]} />,
    );
    expect(container.querySelector('.side-list.side-list--small.side-extra-files')).not.toBeNull();
    const row = container.querySelector('li[data-file="f1"]') as HTMLElement;
    expect(row.className).toBe('side-list-row side-extra-file-row is-chosen');
    fireEvent.click(row);
    expect(choose).toHaveBeenCalledOnce();
    expect(screen.getByRole('list').hasAttribute('aria-labelledby')).toBe(false);
  });
});
