/** Texts of the route access check (config/permissions.json names the permissions). */
export const accessTexts = {
  permissionDenied: (name: string) => `Недостаточно прав: ${name}`,
} as const;
