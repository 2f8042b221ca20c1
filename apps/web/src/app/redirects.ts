// The guard redirects live in lib/ so the sign-in screens share them with the guards.
export * from '@/lib/redirects.ts';
