import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldErrors, lazySchema } from './lazy-schema.ts';

const schema = z.object({
  email: z.string().trim().toLowerCase().email('Invalid Email'),
  name: z.string().min(1, 'Name is required').max(3, 'Too long'),
});

describe('lazySchema', () => {
  it('loads the schema once, on first use, and gives the parsed values', async () => {
    const load = vi.fn(async () => schema);
    const form = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    form.preload();
    expect(await form.validate({ email: ' A@B.CO ', name: 'Al' })).toEqual({
      success: true,
      data: { email: 'a@b.co', name: 'Al' },
    });
    await form.validate({ email: 'x', name: '' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports the first message of each field', async () => {
    const form = lazySchema(async () => schema);
    expect(await form.validate({ email: 'x', name: '' })).toEqual({
      success: false,
      errors: { email: 'Invalid Email', name: 'Name is required' },
    });
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const form = lazySchema<{ email: string; name: string }, unknown>(load);
    await expect(form.validate({ email: 'a@b.co', name: 'A' })).rejects.toThrow('offline');
    await expect(form.validate({ email: 'a@b.co', name: 'A' })).resolves.toMatchObject({ success: true });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      fieldErrors([
        { path: ['password'], message: 'first' },
        { path: ['password'], message: 'second' },
        { path: ['address', 'street'], message: 'nested' },
      ]),
    ).toEqual({ password: 'first', address: 'nested' });
  });
});
