/** A place the user chose: a suggestion (which carries its coordinates) or the device's position. */
export type ChosenPlace = {
  latitude: number;
  longitude: number;
  /** The address text to show; empty when the device position has no known address. */
  address: string;
  placeId: string | null;
};
