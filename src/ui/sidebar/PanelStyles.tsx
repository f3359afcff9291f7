import { DownOutlined } from '@ant-design/icons';
import { Checkbox, Descriptions, Divider, Dropdown, Popconfirm, Skeleton, Space, Spin, Steps, Tag, Typography } from 'antd';
import { Activity, memo } from 'react';

const descriptionItems = [{ key: 'item', label: '', children: '' }];
const stepItems = [{ title: '', status: 'finish' as const }];

/**
 * Keeps the styles of the antd components a panel draws registered while no panel is open. antd
 * computes a component's CSS from the theme, hashes it and writes its `<style>` when the first instance
 * mounts, and forgets it (taking its CSS variables out of the page) when the last one unmounts: a panel
 * opened from the list mounted Descriptions, Tag, Skeleton and Space anew each time and spent about half
 * of its render on that, and its banks panel (the frame after) Spin, Steps, Checkbox and Popconfirm. One instance of each
 * lives here, hidden, inert and empty; React renders a hidden Activity after everything on screen, at
 * the lowest priority, so the list never waits for it; memo, so the host's re-render on each new address
 * does not render it again.
 */
export const PanelStyles = memo(function PanelStyles() {
  return (
    <Activity mode="hidden">
      <div className="side-panel-styles" aria-hidden inert>
        <Descriptions size="small" column={1} items={descriptionItems} />
        <Typography.Title level={4} />
        <Tag color="green" />
        <Tag color="success" />
        <Tag />
        <Skeleton active title paragraph={{ rows: 1 }} />
        <Skeleton.Input active size="small" />
        <Space size="small" wrap>
          <Dropdown trigger={['click']} menu={{ items: [] }}>
            <DownOutlined />
          </Dropdown>
        </Space>
        {/* The banks panel, mounted in the frame after the panel's first one and filled when its banks arrive. */}
        <Spin />
        <Steps size="small" items={stepItems} />
        <Checkbox />
        <Divider />
        <Popconfirm title="">
          <span />
        </Popconfirm>
      </div>
    </Activity>
  );
});
