export * from './types.ts';
export * from './find-in-menu.ts';
export * from './addon-rules.ts';
export * from './toggle-addon-option.ts';
export * from './validate-item-selection.ts';
export * from './limits.ts';
export * from './truncate.ts';
