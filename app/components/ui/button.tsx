import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2 text-center text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-ink hover:bg-accent-strong",
        secondary: "bg-navy text-white hover:bg-navy-800",
        danger: "bg-high text-white hover:bg-red-800",
        outline: "border border-line bg-white text-ink hover:bg-surface",
        "outline-dark": "border border-white/60 text-white hover:bg-white/10",
        whatsapp: "bg-whatsapp text-ink hover:bg-[#1fb855]",
        ghost: "text-ink hover:bg-surface",
        link: "min-h-0 px-0 py-0 text-brand underline-offset-4 hover:underline",
      },
      size: {
        md: "",
        sm: "min-h-10 px-4 text-sm",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
