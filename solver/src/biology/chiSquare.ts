/**
 * Critical values of the chi-square distribution, as printed in the table students use: the value
 * exceeded with probability alpha, for 1 to 12 degrees of freedom.
 */
export const CRITICAL: Record<'0.1' | '0.05' | '0.01', readonly number[]> = {
  '0.1': [2.706, 4.605, 6.251, 7.779, 9.236, 10.645, 12.017, 13.362, 14.684, 15.987, 17.275, 18.549],
  '0.05': [3.841, 5.991, 7.815, 9.488, 11.07, 12.592, 14.067, 15.507, 16.919, 18.307, 19.675, 21.026],
  '0.01': [6.635, 9.21, 11.345, 13.277, 15.086, 16.812, 18.475, 20.09, 21.666, 23.209, 24.725, 26.217],
};
