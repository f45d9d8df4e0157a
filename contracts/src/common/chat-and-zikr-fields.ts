/**
 * The WhatsApp group, Majlis Zikr and Shab-e-Tazkia fields that cities and qabails share: each is
 * a toggle with the details that only mean something while it is on.
 */
export interface ChatAndZikrFields {
  whatsappGroup: boolean;
  whatsappGroupUrl: string | null;
  majlisZikrCheck: boolean;
  majlisZikrDay: string | null;
  majlisZikrTime: string | null;
  shabetazkiaCheck: boolean;
  shabetazkiaLastDate: string | null;
}

/** The fields with the details of every toggle that is off cleared. */
export function clearChatAndZikrFields<Fields extends Partial<ChatAndZikrFields>>(fields: Fields): Fields {
  return {
    ...fields,
    ...(!fields.whatsappGroup && { whatsappGroupUrl: null }),
    ...(!fields.majlisZikrCheck && { majlisZikrDay: null, majlisZikrTime: null }),
    ...(!fields.shabetazkiaCheck && { shabetazkiaLastDate: null }),
  };
}
