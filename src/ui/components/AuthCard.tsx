import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The centred card of the sign-in and registration screens. */
export function AuthCard({ title, lead, wide = false, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <Card className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {lead && <div className="auth-lead">{lead}</div>}
        {children}
      </Card>
    </div>
  );
}
