/** The role mode of this build, fixed by `vite build --mode <role>` (spec-1 §1). */
declare const __ROLE_MODE__: 'agent' | 'client';
