/** What a certificate says about one finisher. Built by the results service from a result row. */
export interface CertificateData {
  athleteName: string;
  eventName: string;
  /** 'YYYY-MM-DD', the local date of the event. */
  eventDate: string;
  eventPlace?: string;
  modalityName: string;
  categoryName: string;
  /** 'Femenil' or 'Varonil'. */
  branchLabel: string;
  bib: number;
  /** 'hh:mm:ss'. */
  officialTime: string;
  overallPosition: number;
  branchPosition: number;
  /** Place in the athlete's own category; 0 for an overall winner (taken out of it). */
  categoryPosition: number;
  /** An overall winner: the category place reads 'Absoluto'. */
  isOverallWinner: boolean;
  /** Public URL of the result; encoded in the QR. */
  resultUrl: string;
  /** Event logo (any image sharp reads); drawn at the top of the default design. */
  eventLogo?: Buffer;
}

export type TextPosition = 'left' | 'center' | 'right';

/** The organizer's certificate configuration (event certificateConfig). */
export interface CertificateDesign {
  /** Organizer's image; switches the canvas to the 1.25 ratio and replaces the default artwork. */
  backgroundImage?: Buffer;
  /** Hex colour of the text ('#0D3B8C', '#fff'); invalid values fall back to the default. */
  textColor?: string;
  /** Horizontal placement of the text block. Default 'center'. */
  textPosition?: TextPosition;
  /** Fraction 0..1 of the height where the text block starts on a custom image. Default 0.35. */
  verticalOffset?: number;
  /** Semi-opaque white panel behind the text, for busy images. */
  whiteBackdrop?: boolean;
}
