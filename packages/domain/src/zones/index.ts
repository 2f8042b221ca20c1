export * from './zone-geometry.ts';
