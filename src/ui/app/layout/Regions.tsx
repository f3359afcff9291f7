/**
 * Slots of the root layout that pages fill through portals: the right sidebar (request details,
 * bank chat) and the info sidebar (short or wide request info on the list). Empty slots take no
 * space (see :empty in the layout styles).
 */
export const RIGHT_SIDEBAR_ID = 'right-sidebar';
export const INFO_SIDEBAR_ID = 'info-sidebar';

export function RightSidebar() {
  return <aside id={RIGHT_SIDEBAR_ID} className="right-sidebar" />;
}

export function InfoSidebar({ wide }: { wide: boolean }) {
  return <aside id={INFO_SIDEBAR_ID} className={wide ? 'info-sidebar info-sidebar--wide' : 'info-sidebar'} />;
}
