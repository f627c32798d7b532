import { cn } from '@/lib/cn';
import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';

export function Slider({
  className,
  'aria-label': ariaLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { 'aria-label'?: string }) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200 dark:bg-navy-700">
        <SliderPrimitive.Range className="absolute h-full bg-brand-700" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </SliderPrimitive.Root>
  );
}
