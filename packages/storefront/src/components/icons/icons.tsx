// The storefront's icon set: simple 24×24 stroke drawings that follow `currentColor`.
import { createIcon } from './icon';

export const ConstructionEquipmentIcon = createIcon(
  'ConstructionEquipmentIcon',
  <>
    {/* excavator: tracks, cab, boom and bucket */}
    <rect x="2" y="16.5" width="13" height="4" rx="2" />
    <path d="M3.5 16.5V11h5.5l1.5 5.5" />
    <path d="M5.5 11V8h2.5l1 3" />
    <path d="M10.5 13.5 14.5 5l5 4.5" />
    <path d="M19.5 9.5 21.5 14h-4z" />
  </>,
);

export const ForkliftIcon = createIcon(
  'ForkliftIcon',
  <>
    {/* body with overhead guard, wheels, mast and forks */}
    <path d="M3 16v-5h3l2-6h4.5v11z" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="11" cy="18.5" r="2" />
    <path d="M12.5 12H16" />
    <path d="M16 3v17.5h5.5" />
  </>,
);

export const LocationIcon = createIcon(
  'LocationIcon',
  <>
    <path d="M12 21.5s-7-6.2-7-11.75a7 7 0 0 1 14 0C19 15.3 12 21.5 12 21.5z" />
    <circle cx="12" cy="9.75" r="2.5" />
  </>,
);

export const MewpsIcon = createIcon(
  'MewpsIcon',
  <>
    {/* scissor lift: guard rail, platform, scissor stack, base and wheels */}
    <path d="M5 3.5v4M19 3.5v4M5 3.5h14" />
    <path d="M3.5 7.5h17" />
    <path d="M6 7.5l12 4.5-12 4.5M18 7.5 6 12l12 4.5" />
    <rect x="3.5" y="16.5" width="17" height="2.5" rx="1" />
    <circle cx="7" cy="21" r="1" />
    <circle cx="17" cy="21" r="1" />
  </>,
);

export const RailCarIcon = createIcon(
  'RailCarIcon',
  <>
    {/* box car on the rails */}
    <rect x="3" y="5" width="18" height="11" rx="1" />
    <path d="M10 5v11M14 5v11" />
    <path d="M1 13.5h2M21 13.5h2" />
    <circle cx="6.5" cy="18.5" r="1.75" />
    <circle cx="17.5" cy="18.5" r="1.75" />
    <path d="M1 21.5h22" />
  </>,
);

export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m20 20-4.9-4.9" />
  </>,
);

export const WarehouseIcon = createIcon(
  'WarehouseIcon',
  <>
    {/* building with a pitched roof and a roller door */}
    <path d="M2.5 9 12 3.5 21.5 9" />
    <path d="M4.5 8v13h15V8" />
    <path d="M8 21v-8h8v8M8 15.5h8M8 18h8" />
  </>,
);

export const BookIcon = createIcon(
  'BookIcon',
  <>
    <path d="M12 6.5C10 5 7 4.5 3 4.5v14c4 0 7 .5 9 2 2-1.5 5-2 9-2v-14c-4 0-7 .5-9 2z" />
    <path d="M12 6.5v14" />
  </>,
);

export const EmailIcon = createIcon(
  'EmailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

export const PersonIcon = createIcon(
  'PersonIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </>,
);

export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M6 3.5h3l1.5 4.25-2.25 1.5a11.5 11.5 0 0 0 6.5 6.5l1.5-2.25 4.25 1.5v3a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 4 5.6a2 2 0 0 1 2-2.1z" />,
);

export const PlayIcon = createIcon(
  'PlayIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5 15.5 12 10 15.5z" />
  </>,
);

export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const SignatureIcon = createIcon(
  'SignatureIcon',
  <>
    <path d="M3 16c2-2.5 3.5-9 5.5-9 2.5 0-1.5 9 1 9 1.5 0 2.5-3.5 4-3.5 1.25 0 1 2.5 2.5 2.5 1 0 2-1 3-2" />
    <path d="M3 20.5h18" />
  </>,
);

export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);

/** A clipboard with lines: the quote request (the header's quote list link). */
export const ClipboardIcon = createIcon(
  'ClipboardIcon',
  <>
    <rect x="4.5" y="4.5" width="15" height="17" rx="2" />
    <path d="M9 4.5V3h6v1.5M8.5 10.5h7M8.5 14h7M8.5 17.5h4" />
  </>,
);

/** A check mark ("In your quote"). */
export const CheckIcon = createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const FiltersIcon = createIcon(
  'FiltersIcon',
  <>
    <path d="M4 6h8.5M17.5 6H20M4 12h2.5M11.5 12H20M4 18h10.5M19.5 18h.5" />
    <circle cx="15" cy="6" r="2.5" />
    <circle cx="9" cy="12" r="2.5" />
    <circle cx="17" cy="18" r="2.5" />
  </>,
);

export const BarsIcon = createIcon('BarsIcon', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);

// Interface helpers beyond the spec's list.

export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const ArrowRightIcon = createIcon('ArrowRightIcon', <path d="M4.5 12h15M13.5 6l6 6-6 6" />);

export const FacebookIcon = createIcon(
  'FacebookIcon',
  <path d="M14 8.5h2.5V5H14a4 4 0 0 0-4 4v2.5H7.5V15H10v6.5h3.5V15H16l.5-3.5h-3V9.5a1 1 0 0 1 1-1z" />,
);

export const LinkedInIcon = createIcon(
  'LinkedInIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17" />
  </>,
);

export const YouTubeIcon = createIcon(
  'YouTubeIcon',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.25v5.5L14.75 12z" />
  </>,
);
