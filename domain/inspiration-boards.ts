import { z } from "zod";
import { HTTP_URL_MESSAGE, isHttpUrl } from "./web-address.ts";

/** Limits of inspiration boards (decision 039): enough for a wedding's ideas, bounded storage per couple. */
export const BOARDS_MAX = 20;
export const BOARD_IMAGES_MAX = 60;
export const COUPLE_BOARD_IMAGES_MAX = 300;
export const BOARD_NAME_MAX = 60;
export const BOARD_NOTE_MAX = 500;
/** Colors in a board's palette, taken from its images. */
export const BOARD_PALETTE_SIZE = 6;

export const boardNameSchema = z
  .string({ message: "Name the board." })
  .trim()
  .min(1, "Name the board.")
  .max(BOARD_NAME_MAX, `A board name can be at most ${BOARD_NAME_MAX} characters.`);

export const boardInputSchema = z.object({ name: boardNameSchema });

/** What a couple adds to a board besides pictures: colors they pick, links with a label, and a note for the board. */
export const BOARD_COLORS_MAX = 12;
export const BOARD_LINKS_MAX = 20;
export const BOARD_LINK_LABEL_MAX = 80;
export const BOARD_TEXT_NOTE_MAX = 1000;
export const boardLinkSchema = z.object({
  url: z.string({ message: HTTP_URL_MESSAGE }).trim().max(2000, "Keep the web address to 2000 characters.").refine(isHttpUrl, HTTP_URL_MESSAGE),
  label: z.string().trim().max(BOARD_LINK_LABEL_MAX, `Keep a link's label to ${BOARD_LINK_LABEL_MAX} characters.`).default(""),
});
/** PATCH /:id: any of the name, the colors, the links and the note (at least one). */
export const boardPatchSchema = z
  .object({
    name: boardNameSchema.optional(),
    colors: z
      .array(z.string().trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, "A color is a hex value like #a9b8a0."))
      .max(BOARD_COLORS_MAX, `A board holds up to ${BOARD_COLORS_MAX} colors.`)
      .transform((colors) => [...new Set(colors)])
      .optional(),
    links: z.array(boardLinkSchema).max(BOARD_LINKS_MAX, `A board holds up to ${BOARD_LINKS_MAX} links.`).optional(),
    note: z.string().trim().max(BOARD_TEXT_NOTE_MAX, `Keep the board's note to ${BOARD_TEXT_NOTE_MAX} characters.`).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Send a name, colors, links or a note to change.");
export type BoardPatch = z.infer<typeof boardPatchSchema>;
export const boardIdParamSchema = z.object({ id: z.uuid({ message: "That board id is not valid." }) });
export const boardImageParamSchema = z.object({
  id: z.uuid({ message: "That board id is not valid." }),
  imageId: z.uuid({ message: "That image id is not valid." }),
});
export const boardNoteSchema = z.object({
  note: z.string({ message: "Write a note, or leave it empty." }).trim().max(BOARD_NOTE_MAX, `Keep a note to ${BOARD_NOTE_MAX} characters.`),
});
export const boardOrderSchema = z.object({
  imageIds: z
    .array(z.uuid({ message: "That image id is not valid." }))
    .max(BOARD_IMAGES_MAX, `A board holds at most ${BOARD_IMAGES_MAX} images.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each image can appear once in the order."),
});

const HEX = /^#[0-9a-f]{6}$/;
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * A board's palette from its images' colors (each image's colors fullest first): the first colors of each
 * image in turn, skipping near duplicates, so every image contributes before any gives a second color.
 */
export function boardPalette(imageColors: string[][], size = BOARD_PALETTE_SIZE, minDistance = 60): string[] {
  const chosen: string[] = [];
  const longest = Math.max(0, ...imageColors.map((colors) => colors.length));
  for (let rank = 0; rank < longest && chosen.length < size; rank++) {
    for (const colors of imageColors) {
      const color = colors[rank];
      if (!color || !HEX.test(color) || chosen.length >= size) continue;
      const [r, g, b] = channels(color);
      const far = chosen.every((taken) => {
        const [tr, tg, tb] = channels(taken);
        return Math.hypot(r - tr, g - tg, b - tb) >= minDistance;
      });
      if (far) chosen.push(color);
    }
  }
  return chosen;
}

/** A pasted image or pin address (decision 042): fetched by the server, which refuses private addresses. */
export const BOARD_IMAGE_TITLE_MAX = 200;
export const BOARD_ADDRESS_MAX = 2000;
export const boardImageAddressSchema = z.object({
  url: z
    .string({ message: "Paste the address of an image or a pin." })
    .trim()
    .min(1, "Paste the address of an image or a pin.")
    .max(BOARD_ADDRESS_MAX, `Keep the address to ${BOARD_ADDRESS_MAX} characters.`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, "Paste a full web address starting with https://."),
  note: z.string().trim().max(BOARD_NOTE_MAX, `Keep a note to ${BOARD_NOTE_MAX} characters.`).default(""),
});
export type BoardImageAddressInput = z.input<typeof boardImageAddressSchema>;

/** Sharing a board with a vendor the couple wrote to (decision 042). */
export const boardShareParamSchema = z.object({
  id: z.uuid({ message: "That board id is not valid." }),
  vendorId: z.uuid({ message: "That vendor id is not valid." }),
});

/** Pinterest (decision 042): finishing a connection, reading pages of boards and pins, importing chosen pins. */
export const PINTEREST_IMPORT_MAX = 25;
export const pinterestCompleteSchema = z.object({
  code: z.string({ message: "Pinterest didn't send a sign-in code. Start connecting again." }).trim().min(1, "Pinterest didn't send a sign-in code. Start connecting again.").max(512),
  state: z.string({ message: "Pinterest didn't send the state back. Start connecting again." }).trim().min(1, "Pinterest didn't send the state back. Start connecting again.").max(128),
});
const pinterestIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "That Pinterest id is not valid.");
export const pinterestPageQuerySchema = z.object({ bookmark: z.string().trim().max(512, "That page marker is too long.").optional() });
export const pinterestBoardParamSchema = z.object({ boardId: pinterestIdSchema });
export const pinterestImportSchema = z.object({
  pinterestBoardId: pinterestIdSchema,
  pinIds: z
    .array(pinterestIdSchema)
    .min(1, "Choose at least one pin to import.")
    .max(PINTEREST_IMPORT_MAX, `Import up to ${PINTEREST_IMPORT_MAX} pins at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each pin can be chosen once."),
  /** A board of yours to add them to; left out, the board made for this Pinterest board (created if needed). */
  boardId: z.uuid({ message: "That board id is not valid." }).optional(),
  /** The new board's name when one is made (the Pinterest board's name). */
  boardName: boardNameSchema.optional(),
});
export type PinterestImportInput = z.input<typeof pinterestImportSchema>;
