import type { ReactNode } from 'react';

/** 16 px line icons, drawn with the current text colour; decorative (hidden from assistive tech). */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);

export const LogOutIcon = () => (
  <Icon>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
);

export const SpinnerIcon = () => (
  <Icon className="gs-spin">
    <path d="M21 12a9 9 0 1 1-6.2-8.56" />
  </Icon>
);

export const AlertIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
);

export const ConnectedIcon = () => (
  <Icon className="gs-success">
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </Icon>
);

/** A Starknet-like mark for the empty panel: a four-pointed star on a navy disc. */
export const StarknetMark = () => (
  <svg className="gs-mark" width="80" height="80" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
    <circle cx="40" cy="40" r="40" fill="#0c0c4f" />
    <path d="M40 16c2 14 10 22 24 24-14 2-22 10-24 24-2-14-10-22-24-24 14-2 22-10 24-24z" fill="#ffffff" />
    <circle cx="58" cy="22" r="5" fill="#ec796b" />
  </svg>
);
