import { act, cleanup, render } from '@testing-library/react';
import { Descriptions } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelStyles } from '../../../src/ui/sidebar/PanelStyles';

afterEach(cleanup);

const items = [{ key: 'inn', label: 'ИНН', children: '7707083893' }];

/** Whether the page holds the rule that defines Descriptions' CSS variables (its styles only use them). */
function descriptionsVariables(): boolean {
  return [...document.head.querySelectorAll('style')].some((style) => /\.css-var-[^{]*\.ant-descriptions\{--ant-descriptions-/.test(style.innerHTML));
}

function Page({ panel, keeper }: { panel: boolean; keeper: boolean }) {
  return (
    <>
      {keeper && <PanelStyles />}
      {panel && <Descriptions items={items} />}
    </>
  );
}

describe('the panel styles keeper', () => {
  it('without it, antd takes a component’s styles out of the page when its last instance goes', async () => {
    const view = render(<Page panel keeper={false} />);
    expect(descriptionsVariables()).toBe(true);
    view.rerender(<Page panel={false} keeper={false} />);
    await act(async () => undefined);
    expect(descriptionsVariables()).toBe(false);
  });

  it('keeps them while no panel is open, hidden and out of reach', async () => {
    const view = render(<Page panel keeper />);
    view.rerender(<Page panel={false} keeper />);
    await act(async () => undefined);
    expect(descriptionsVariables()).toBe(true);
    const kept = document.querySelector('.side-panel-styles');
    expect(kept?.closest('[inert]')).toBe(kept);
    expect(kept?.getAttribute('aria-hidden')).toBe('true');
    expect(kept?.textContent).toBe('');
  });
});
