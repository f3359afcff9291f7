import type { ThemeConfig } from 'antd';

/** A calm, bank-like palette: deep blue primary, soft grey surfaces, generous radii. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorSuccess: '#1f9d55',
    colorWarning: '#d97706',
    colorError: '#d93025',
    colorTextBase: '#1f2937',
    colorBgLayout: '#f4f6fa',
    borderRadius: 8,
    fontFamily:
      "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    fontSize: 15,
    controlHeight: 38,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px', bodyBg: '#f4f6fa', siderBg: '#ffffff' },
    Card: { borderRadiusLG: 12 },
    Button: { fontWeight: 500 },
    Tabs: { horizontalItemPadding: '12px 4px' },
  },
};

/** Width at and below which the layout switches to its mobile form (spec-2 §9). */
export const MOBILE_MAX_WIDTH = 767;
