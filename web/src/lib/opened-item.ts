/** The item open over a list, where the route keeps it in its address so the view can be shared. */
export type OpenedItem = { id: number | undefined; onOpen: (id: number | undefined) => void };
